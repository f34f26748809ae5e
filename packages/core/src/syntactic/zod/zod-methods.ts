/**
 * The methods zod's schema types declare (zod 4 classic and zod 3, read from their declaration
 * files): a member call outside this list may not be zod's, which only the checker can tell.
 */
export const ZOD_METHODS = new Set(
  [
    'and apply array brand catch catchall check clone cuid date datetime decode decodeAsync default describe',
    'duration email emoji encode encodeAsync endsWith exactOptional exactPartial exclude extend extract finite gt',
    'gte guid includes input int isNullable isOptional jwt keyof ksuid length loose lowercase lt lte max merge',
    'meta mime min multipleOf nanoid negative nonempty nonnegative nonoptional nonpositive normalize nullable',
    'nullish omit optional or output overwrite parse parseAsync partial passthrough pick pipe positive prefault',
    'readonly refine regex register removeCatch removeDefault required rest safe safeDecode safeDecodeAsync',
    'safeEncode safeEncodeAsync safeExtend safeParse safeParseAsync size slugify startsWith step strict strip',
    'superRefine time toJSONSchema toLowerCase toUpperCase transform trim ulid unwrap uppercase url uuid',
    'validate validateAsync with xid cidr deepPartial ip refinement setKey strictImplement',
  ]
    .join(' ')
    .split(' '),
);
