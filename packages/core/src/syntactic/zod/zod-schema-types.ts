import { existsSync } from 'node:fs';
import { NOT_STATIC } from '../../schema/literal-text';
import {
  type AstNode,
  child,
  children,
  identifierName,
  stringValue,
  unwrapExpression,
} from '../../syntax/ast';
import type { ParsedFile } from '../../syntax/parsed-file';
import { bail } from '../bail';
import type { ProjectIndex } from '../project-index';
import { readStaticValue } from '../static-value';
import { describe } from '../trace-calls';
import type { TypeEvaluator } from '../type-evaluator';
import type { ObjectType, PropertyInfo, SyntacticType } from '../type-model';
import { isZodFile, resolveValueName } from '../value-names';

/** `z.infer`/`z.output` (what a schema gives) or `z.input` (what it takes). */
export type ZodMode = 'input' | 'output';

/** The type of one schema, and whether it makes its key optional in an object shape. */
interface ZodValue {
  type: SyntacticType;
  optional: boolean;
  /** What kind of value it validates: decides which methods apply. */
  base: 'string' | 'number' | 'boolean' | 'date' | 'array' | 'object' | 'other';
  /** For an object: its shape's properties (extend, pick, omit work on them). */
  shape?: ShapeProperty[];
}

interface ShapeProperty {
  name: string;
  node: AstNode;
  file: ParsedFile;
  value: () => ZodValue;
}

/** Which zod: its major version's layout decides the file its inferred objects are declared in. */
interface ZodFlavor {
  major: 3 | 4;
  /** zod's declaration file of the mapped type its inferred objects are (`v4/core/util.d.cts`). */
  objectFile: string;
}

const STRING_FACTORIES = new Set(['string']);
const STRING_FACTORIES_4 = new Set(
  'email url httpUrl uuid uuidv4 uuidv6 uuidv7 guid cuid cuid2 ulid nanoid xid ksuid ipv4 ipv6 cidrv4 cidrv6 base64 base64url e164 jwt emoji hostname hex'.split(
    ' ',
  ),
);
const NUMBER_FACTORIES = new Set(['number']);
const NUMBER_FACTORIES_4 = new Set(['int', 'float32', 'float64', 'int32', 'uint32', 'safeint']);
const INTRINSIC_FACTORIES: Record<
  string,
  'boolean' | 'null' | 'undefined' | 'any' | 'unknown' | 'never' | 'void' | 'bigint'
> = {
  boolean: 'boolean',
  null: 'null',
  undefined: 'undefined',
  any: 'any',
  unknown: 'unknown',
  never: 'never',
  void: 'void',
  bigint: 'bigint',
};
/** Methods that keep a schema's type (and, for `.describe` and the checks, add only what the reader reads). */
const SAME_TYPE_METHODS = new Set(['describe', 'meta', 'refine', 'superRefine', 'check', 'with', 'register']);
const STRING_METHODS = new Set(
  'min max length nonempty email url uuid cuid cuid2 ulid nanoid xid ksuid regex includes startsWith endsWith trim toLowerCase toUpperCase lowercase uppercase normalize datetime date time duration ip ipv4 ipv6 cidr cidrv4 cidrv6 base64 base64url jwt emoji guid httpUrl'.split(
    ' ',
  ),
);
const NUMBER_METHODS = new Set(
  'min max gt gte lt lte int positive nonnegative negative nonpositive multipleOf step finite safe'.split(
    ' ',
  ),
);
const ARRAY_METHODS = new Set(['min', 'max', 'length']);

/**
 * The TypeScript type of `z.infer<typeof S>` (and `z.input`/`z.output`), derived from the zod
 * call chain `S` is bound to, as zod's own type machinery gives it to the checker: objects (key
 * order by declaration, `.optional()` and `.nullish()` keys optional, `.default()` ones optional
 * in the input only), strings, numbers, booleans, dates, enums, literals, arrays, unions of
 * primitives, `.nullable()`. Anything else (transforms, refinements that narrow, records, tuples,
 * intersections, lazy, mini's functions) makes the engine bail.
 */
export class ZodTypes {
  private readonly cache = new Map<string, ZodValue>();
  private readonly visiting = new Set<AstNode>();
  private flavor: ZodFlavor | undefined;

  constructor(
    private readonly project: ProjectIndex,
    private readonly evaluator: TypeEvaluator,
  ) {}

  /** The type `z.infer<typeof S>` stands for (`name` is `S`). */
  typeOfSchema(name: AstNode, mode: ZodMode): SyntacticType {
    return this.valueOf(name, mode).type;
  }

  private where(node: AstNode): string {
    return describe(this.project.fileOf(node), node);
  }

  private valueOf(expression: AstNode, mode: ZodMode): ZodValue {
    const node = unwrapExpression(expression);
    const name = identifierName(node);
    if (name !== undefined) return this.named(node, name, mode);
    if (node.type !== 'CallExpression') return bail('zod-type:expression', this.where(node));
    const callee = unwrapExpression(child(node, 'callee')!);
    const args = children(node, 'arguments');
    if (args.some((argument) => argument.type === 'SpreadElement')) bail('zod-type:spread', this.where(node));
    const role = this.roleOf(callee);
    if (role.kind === 'function') return this.factory(role.name, node, args, mode);
    if (callee.type !== 'MemberExpression' || callee.computed === true)
      return bail('zod-type:call', this.where(node));
    const method = identifierName(child(callee, 'property'));
    if (method === undefined) return bail('zod-type:call', this.where(node));
    return this.method(this.valueOf(child(callee, 'object')!, mode), method, node, args, mode);
  }

  private named(node: AstNode, name: string, mode: ZodMode): ZodValue {
    const resolved = resolveValueName(this.project, node, name);
    let declarator: AstNode | undefined;
    if (resolved.kind === 'local' && resolved.declaration.kind === 'variable')
      declarator = resolved.declaration.node;
    else if (resolved.kind === 'module' && resolved.resolved.target.kind === 'declarations') {
      const values = resolved.resolved.target.bindings.filter(
        (binding) => binding.declarationKind === 'variable',
      );
      if (values.length === 1 && resolved.resolved.target.bindings.length === 1) declarator = values[0].node;
    }
    const initializer =
      declarator && declarator.parent?.kind === 'const' ? child(declarator, 'init') : undefined;
    if (
      !declarator ||
      !initializer ||
      child(declarator, 'id')?.type !== 'Identifier' ||
      child(child(declarator, 'id'), 'typeAnnotation')
    )
      return bail('zod-type:reference', this.where(node));
    const key = `${this.project.fileOf(declarator).fileName}:${declarator.start}:${mode}`;
    const known = this.cache.get(key);
    if (known) return known;
    if (this.visiting.has(declarator)) return bail('zod-type:recursive', this.where(node));
    this.visiting.add(declarator);
    try {
      const value = this.valueOf(initializer, mode);
      this.cache.set(key, value);
      return value;
    } finally {
      this.visiting.delete(declarator);
    }
  }

  /** What a callee is to zod: its namespace, one of its functions, or neither. */
  private roleOf(expression: AstNode): { kind: 'namespace' | 'function' | 'other'; name: string } {
    const node = unwrapExpression(expression);
    const name = identifierName(node);
    if (name !== undefined) {
      const resolved = resolveValueName(this.project, node, name);
      if (resolved.kind !== 'module') return { kind: 'other', name };
      const target = resolved.resolved.target;
      if (target.kind !== 'package' || !isZodFile(target.file)) return { kind: 'other', name };
      this.noteFlavor(target.specifier, node);
      return ['z', '*', 'default'].includes(target.name)
        ? { kind: 'namespace', name }
        : { kind: 'function', name: target.name };
    }
    if (node.type === 'MemberExpression' && node.computed !== true) {
      const receiver = this.roleOf(child(node, 'object')!);
      const member = identifierName(child(node, 'property')) ?? '';
      if (receiver.kind !== 'namespace') return { kind: 'other', name: member };
      if (member === 'iso' || member === 'coerce') return bail('zod-type:namespace', this.where(node));
      return { kind: 'function', name: member };
    }
    return { kind: 'other', name: '' };
  }

  /** zod's layout, from the module the project imports it from (one zod per schema). */
  private noteFlavor(specifier: string, at: AstNode): void {
    const file = this.project.fileOf(at);
    const resolution = this.project.resolve(specifier, file.fileName);
    if (resolution.kind !== 'package') bail('zod-type:module', this.where(at));
    const match = /^(.*[\\/]node_modules[\\/]zod(?:-v?\d[^\\/]*)?[\\/])(.*)$/.exec(resolution.file);
    if (!match) bail('zod-type:module', this.where(at));
    const [, root, rest] = match;
    const extension = /\.d\.[cm]?ts$/.exec(rest)?.[0] ?? '.d.ts';
    const text = this.project.text(resolution.file) ?? '';
    // The entry's namespace: `./v4/classic/external` (zod 4), `./v3/external` (zod 3), mini's.
    const target = /import \* as z from "\.\/([^"]+)"/.exec(text)?.[1] ?? '';
    const folder = rest.replace(/[^/\\]*$/, '');
    const where = `${folder}${target}`;
    let flavor: ZodFlavor;
    if (/(^|\/)v4\/classic\/external/.test(where) || (/(^|\/)v4\/classic\//.test(rest) && !target))
      flavor = { major: 4, objectFile: `${root}v4/core/util${extension}` };
    else if (/(^|\/)v3\/external/.test(where))
      flavor = { major: 3, objectFile: `${root}v3/helpers/util${extension}` };
    else bail('zod-type:flavor', `${specifier} (${resolution.file})`);
    if (!existsSync(flavor.objectFile)) bail('zod-type:flavor', flavor.objectFile);
    if (this.flavor && this.flavor.objectFile !== flavor.objectFile) bail('zod-type:two-zods', specifier);
    this.flavor = flavor;
  }

  private factory(name: string, call: AstNode, args: AstNode[], mode: ZodMode): ZodValue {
    const flavor = this.flavor!;
    const plain = (type: SyntacticType, base: ZodValue['base']): ZodValue => ({
      type,
      optional: false,
      base,
    });
    if (STRING_FACTORIES.has(name) || (flavor.major === 4 && STRING_FACTORIES_4.has(name)))
      return plain(this.evaluator.intrinsic('string'), 'string');
    if (NUMBER_FACTORIES.has(name) || (flavor.major === 4 && NUMBER_FACTORIES_4.has(name)))
      return plain(this.evaluator.intrinsic('number'), 'number');
    if (Object.hasOwn(INTRINSIC_FACTORIES, name))
      return plain(this.evaluator.intrinsic(INTRINSIC_FACTORIES[name]), 'other');
    if (name === 'date') return plain(this.evaluator.dateType(), 'date');
    if (name === 'literal') {
      const value = args[0] && this.staticOf(args[0]);
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return bail('zod-type:literal', this.where(call));
      return plain(this.evaluator.literal(value), 'other');
    }
    if (name === 'enum') {
      const values =
        args[0] && unwrapExpression(args[0]).type === 'ArrayExpression' ? this.staticOf(args[0]) : undefined;
      if (
        !Array.isArray(values) ||
        values.length === 0 ||
        !values.every((value) => typeof value === 'string')
      )
        return bail('zod-type:enum', this.where(call));
      return plain(
        this.evaluator.union(values.map((value) => this.evaluator.literal(value as string))),
        'other',
      );
    }
    if (name === 'array') {
      if (!args[0]) return bail('zod-type:array', this.where(call));
      return plain(this.evaluator.array(this.valueOf(args[0], mode).type, false), 'array');
    }
    if (name === 'object' || (flavor.major === 4 && name === 'strictObject'))
      return this.object(call, args[0], mode);
    if (name === 'union') {
      const list = args[0] && unwrapExpression(args[0]);
      if (list?.type !== 'ArrayExpression') return bail('zod-type:union', this.where(call));
      const members = children(list, 'elements').map((element) => this.valueOf(element, mode));
      if (members.some((member) => member.base === 'object' || member.base === 'array'))
        return bail('zod-type:union-of-objects', this.where(call));
      return plain(this.evaluator.union(members.map((member) => member.type)), 'other');
    }
    if (flavor.major === 4 && (name === 'optional' || name === 'nullable' || name === 'nullish')) {
      if (!args[0]) return bail('zod-type:wrapper', this.where(call));
      return this.method(this.valueOf(args[0], mode), name, call, [], mode);
    }
    return bail(`zod-type:factory-${name}`, this.where(call));
  }

  private method(receiver: ZodValue, name: string, call: AstNode, args: AstNode[], mode: ZodMode): ZodValue {
    const withUndefined = (type: SyntacticType) =>
      this.evaluator.union([type, this.evaluator.intrinsic('undefined')]);
    const withNull = (type: SyntacticType) => this.evaluator.union([type, this.evaluator.intrinsic('null')]);
    switch (name) {
      case 'optional':
        return { ...receiver, type: withUndefined(receiver.type), optional: true };
      case 'nullable':
        return { ...receiver, type: withNull(receiver.type) };
      case 'nullish':
        return { ...receiver, type: withUndefined(withNull(receiver.type)), optional: true };
      case 'default':
      case 'prefault':
        if (name === 'prefault' && this.flavor!.major !== 4)
          return bail('zod-type:method-prefault', this.where(call));
        return mode === 'input'
          ? { ...receiver, type: withUndefined(receiver.type), optional: true }
          : { ...receiver, type: withoutUndefined(receiver.type, this.evaluator), optional: false };
      case 'array':
        return { type: this.evaluator.array(receiver.type, false), optional: false, base: 'array' };
    }
    if (SAME_TYPE_METHODS.has(name)) {
      if ((name === 'check' || name === 'with' || name === 'register') && this.flavor!.major !== 4)
        return bail(`zod-type:method-${name}`, this.where(call));
      if ((name === 'refine' || name === 'superRefine') && args.length > 0 && !isPlainCallback(args[0]))
        return bail('zod-type:narrowing-refine', this.where(call));
      return receiver;
    }
    if (receiver.base === 'string' && STRING_METHODS.has(name)) return receiver;
    if (receiver.base === 'number' && NUMBER_METHODS.has(name)) return receiver;
    if (receiver.base === 'array' && ARRAY_METHODS.has(name)) return receiver;
    // zod 3's `.nonempty()` makes the array a tuple with a rest; zod 4's keeps `T[]`.
    if (receiver.base === 'array' && name === 'nonempty' && this.flavor!.major === 4) return receiver;
    if (receiver.base === 'object' && receiver.shape)
      return this.objectMethod(receiver, name, call, args, mode);
    return bail(`zod-type:method-${name}`, this.where(call));
  }

  private objectMethod(
    receiver: ZodValue,
    name: string,
    call: AstNode,
    args: AstNode[],
    mode: ZodMode,
  ): ZodValue {
    const shape = receiver.shape!;
    switch (name) {
      case 'extend':
      case 'safeExtend': {
        if (name === 'safeExtend' && this.flavor!.major !== 4) break;
        const added = this.shapeOf(args[0], mode, call);
        return this.objectOf(call, mergeShapes(shape, added), mode);
      }
      case 'merge': {
        const other = args[0] && this.valueOf(args[0], mode);
        if (!other?.shape) break;
        return this.objectOf(call, mergeShapes(shape, other.shape), mode);
      }
      case 'pick':
      case 'omit': {
        const mask = args[0] && this.staticOf(args[0]);
        if (typeof mask !== 'object' || mask === null || Array.isArray(mask)) break;
        const keys = Object.keys(mask).filter((key) => (mask as Record<string, unknown>)[key] === true);
        if (keys.length !== Object.keys(mask).length) break;
        const kept = shape.filter((property) => keys.includes(property.name) === (name === 'pick'));
        return this.objectOf(call, kept, mode);
      }
      case 'partial':
        if (args.length > 0) break;
        return this.objectOf(
          call,
          shape.map((property) => ({
            ...property,
            value: () => {
              const value = property.value();
              return {
                ...value,
                type: this.evaluator.union([value.type, this.evaluator.intrinsic('undefined')]),
                optional: true,
              };
            },
          })),
          mode,
        );
      case 'strict':
      case 'strip':
        return receiver;
    }
    return bail(`zod-type:object-method-${name}`, this.where(call));
  }

  private object(call: AstNode, shapeArgument: AstNode | undefined, mode: ZodMode): ZodValue {
    return this.objectOf(call, this.shapeOf(shapeArgument, mode, call), mode);
  }

  private shapeOf(argument: AstNode | undefined, mode: ZodMode, call: AstNode): ShapeProperty[] {
    if (!argument) return bail('zod-type:shape', this.where(call));
    let literal = unwrapExpression(argument);
    let file = this.project.fileOf(literal);
    if (identifierName(literal) !== undefined) {
      const resolved = resolveValueName(this.project, literal, identifierName(literal)!);
      const declarator =
        resolved.kind === 'local' && resolved.declaration.kind === 'variable'
          ? resolved.declaration.node
          : resolved.kind === 'module' && resolved.resolved.target.kind === 'declarations'
            ? resolved.resolved.target.bindings[0]?.node
            : undefined;
      const initializer = declarator?.parent?.kind === 'const' ? child(declarator, 'init') : undefined;
      if (!initializer) return bail('zod-type:shape', this.where(literal));
      literal = unwrapExpression(initializer);
      file = this.project.fileOf(literal);
    }
    if (literal.type !== 'ObjectExpression') return bail('zod-type:shape', this.where(literal));
    const properties: ShapeProperty[] = [];
    for (const property of children(literal, 'properties')) {
      if (property.type !== 'Property' || property.kind !== 'init' || property.method === true)
        return bail('zod-type:shape-member', this.where(property));
      const key = child(property, 'key')!;
      const name =
        property.computed === true
          ? stringValue(key)
          : (identifierName(key) ??
            stringValue(key) ??
            (typeof key.value === 'number' ? String(key.value) : undefined));
      if (name === undefined) return bail('zod-type:shape-key', this.where(property));
      if (properties.some((known) => known.name === name))
        return bail('zod-type:shape-duplicate', this.where(property));
      const value = child(property, 'value')!;
      let computed: ZodValue | undefined;
      properties.push({
        name,
        node: property,
        file,
        value: () => {
          computed ??= this.valueOf(value, mode);
          return computed;
        },
      });
    }
    return properties;
  }

  private objectOf(call: AstNode, shape: ShapeProperty[], mode: ZodMode): ZodValue {
    const key = `${this.project.fileOf(call).fileName}:${call.start}:object:${mode}`;
    const known = this.cache.get(key);
    if (known) return known;
    let properties: PropertyInfo[] | undefined;
    const type: ObjectType = {
      kind: 'object',
      origin: 'mapped',
      display: 'zod object',
      symbolFiles: [this.flavor!.objectFile],
      hasIndexSignature: false,
      properties: () => {
        const files = new Set(shape.map((property) => property.file.fileName));
        // The checker orders an inferred object's keys by declaration, file by file in an order
        // the engine does not model: one file only.
        if (files.size > 1) bail('zod-type:shape-across-files', this.where(call));
        properties ??= shape.map((property) => ({
          name: property.name,
          optional: property.value().optional,
          declarations: [{ node: property.node, file: property.file }],
          type: () => property.value().type,
        }));
        return properties;
      },
    };
    const value: ZodValue = { type, optional: false, base: 'object', shape };
    this.cache.set(key, value);
    return value;
  }

  private staticOf(node: AstNode): unknown {
    const value = readStaticValue(node, this.project.fileOf(node), this.project, () => {});
    return value === NOT_STATIC ? undefined : value;
  }
}

/** The later shape's keys replace the earlier's (in place of their own declarations). */
function mergeShapes(base: ShapeProperty[], added: ShapeProperty[]): ShapeProperty[] {
  return [...base.filter((property) => !added.some((other) => other.name === property.name)), ...added];
}

function withoutUndefined(type: SyntacticType, evaluator: TypeEvaluator): SyntacticType {
  if (type.kind !== 'union') return type;
  return evaluator.union(
    type.members.filter((member) => !(member.kind === 'intrinsic' && member.name === 'undefined')),
  );
}

/** A refinement whose callback is not a type guard (it keeps the type): an arrow or function without a return type. */
function isPlainCallback(argument: AstNode): boolean {
  const callback = unwrapExpression(argument);
  if (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression') return false;
  return child(callback, 'returnType') === undefined;
}
