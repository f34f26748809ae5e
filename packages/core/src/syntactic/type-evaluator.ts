import { type AstNode, child, children, field, identifierName, stringValue } from '../syntax/ast';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
import type { DeclarationBinding } from './module-scope';
import type { ProjectIndex } from './project-index';
import { describe } from './trace-calls';
import {
  type AliasInfo,
  type ArrayType,
  INTRINSIC_ORDER,
  type IntrinsicName,
  type IntrinsicType,
  type LiteralType,
  type ObjectType,
  type PropertyInfo,
  type SyntacticType,
  type WrittenType,
} from './type-model';
import { isZodFile } from './value-names';
import { ZodTypes } from './zod/zod-schema-types';

const KEYWORDS: Record<string, IntrinsicName> = {
  TSStringKeyword: 'string',
  TSNumberKeyword: 'number',
  TSBooleanKeyword: 'boolean',
  TSNullKeyword: 'null',
  TSUndefinedKeyword: 'undefined',
  TSVoidKeyword: 'void',
  TSNeverKeyword: 'never',
  TSAnyKeyword: 'any',
  TSUnknownKeyword: 'unknown',
  TSBigIntKeyword: 'bigint',
  TSSymbolKeyword: 'symbol',
  TSObjectKeyword: 'object',
};

/** zod's names for the type of a schema's values. */
const ZOD_INFERRED = new Set(['infer', 'input', 'output', 'TypeOf']);

/** The mapped utility types of TypeScript's libs the engine instantiates itself. */
const MAPPED_UTILITIES = new Set(['Pick', 'Omit', 'Partial', 'Required', 'Readonly']);

/** What a type name written somewhere stands for. */
export type TypeNameTarget =
  | { kind: 'declaration'; binding: DeclarationBinding; file: ParsedFile }
  | { kind: 'global'; name: string };

/**
 * Evaluates written types into `SyntacticType`s, following names through imports (as the
 * checker resolves them) and bailing on everything outside the engine's subset: generics,
 * conditional and mapped types written out, `typeof`, `keyof`, enums, intersections, classes,
 * tuples, template literals, function types, packages' types.
 */
export class TypeEvaluator {
  private readonly byNode = new Map<AstNode, SyntacticType>();
  private readonly interfaces = new Map<AstNode, ObjectType>();
  private readonly mapped = new Map<string, ObjectType>();
  private readonly literals = new Map<string, LiteralType>();
  private readonly intrinsics = new Map<IntrinsicName, IntrinsicType>();
  private readonly arrays = new Map<SyntacticType, { mutable?: ArrayType; readonly?: ArrayType }>();
  private readonly ids = new WeakMap<object, number>();
  private readonly evaluating = new Set<AstNode>();
  private zod: ZodTypes | undefined;

  constructor(private readonly project: ProjectIndex) {}

  intrinsic(name: IntrinsicName): IntrinsicType {
    let type = this.intrinsics.get(name);
    if (!type) {
      type = { kind: 'intrinsic', name };
      this.intrinsics.set(name, type);
    }
    return type;
  }

  literal(value: string | number | boolean): LiteralType {
    const key = `${typeof value}:${String(value)}`;
    let type = this.literals.get(key);
    if (!type) {
      type = { kind: 'literal', value };
      this.literals.set(key, type);
    }
    return type;
  }

  /** A stable number per type object (for instantiation keys). */
  idOf(type: object): number {
    let id = this.ids.get(type);
    if (id === undefined) {
      id = nextId++;
      this.ids.set(type, id);
    }
    return id;
  }

  /** The type a written type node stands for. */
  evaluate(written: WrittenType): SyntacticType {
    const known = this.byNode.get(written.node);
    if (known) return known;
    if (this.evaluating.has(written.node)) bail('type:recursive', describe(written.file, written.node));
    this.evaluating.add(written.node);
    try {
      const type = this.evaluateNode(written, undefined);
      this.byNode.set(written.node, type);
      return type;
    } finally {
      this.evaluating.delete(written.node);
    }
  }

  private evaluateNode({ node, file }: WrittenType, alias: AliasInfo | undefined): SyntacticType {
    const keyword = KEYWORDS[node.type];
    if (keyword) return this.intrinsic(keyword);
    switch (node.type) {
      case 'TSParenthesizedType':
        return alias
          ? this.evaluateNode({ node: child(node, 'typeAnnotation')!, file }, alias)
          : this.evaluate({ node: child(node, 'typeAnnotation')!, file });
      case 'TSLiteralType':
        return this.literalOf(node, file);
      case 'TSUnionType':
        return this.union(
          children(node, 'types').map((member) => this.evaluate({ node: member, file })),
          alias,
        );
      case 'TSArrayType':
        return this.array(this.evaluate({ node: child(node, 'elementType')!, file }), false);
      case 'TSTypeOperator': {
        const operand = child(node, 'typeAnnotation')!;
        if (node.operator === 'readonly' && operand.type === 'TSArrayType')
          return this.array(this.evaluate({ node: child(operand, 'elementType')!, file }), true);
        return bail(`type:${String(node.operator)}`, describe(file, node));
      }
      case 'TSTypeLiteral':
        return this.objectOf({ node, file }, 'literal', alias);
      case 'TSTypeReference':
        return this.reference({ node, file }, alias);
      case 'TSIndexedAccessType':
        return this.indexedAccess({ node, file });
      default:
        return bail(
          `type:${node.type.replace(/^TS/, '').replace(/Type$/, '').toLowerCase() || 'node'}`,
          describe(file, node),
        );
    }
  }

  private literalOf(node: AstNode, file: ParsedFile): LiteralType {
    const literal = child(node, 'literal')!;
    if (literal.type === 'Literal') {
      if (
        typeof literal.value === 'string' ||
        typeof literal.value === 'boolean' ||
        typeof literal.value === 'number'
      )
        return this.literal(literal.value);
    }
    if (literal.type === 'TemplateLiteral') {
      const value = stringValue(literal);
      if (value !== undefined) return this.literal(value);
    }
    if (literal.type === 'UnaryExpression' && literal.operator === '-') {
      const operand = child(literal, 'argument');
      if (operand?.type === 'Literal' && typeof operand.value === 'number')
        return this.literal(-operand.value);
    }
    return bail('type:literal', describe(file, node));
  }

  /**
   * A union as the checker builds it from written members: nested unions flattened, `boolean`
   * as `false | true`, duplicates dropped, literals whose primitive is present dropped, `any` and
   * `unknown` absorbing the rest, `never` left out. One member is that member itself.
   */
  union(members: SyntacticType[], alias?: AliasInfo): SyntacticType {
    const flat: SyntacticType[] = [];
    const add = (member: SyntacticType) => {
      if (member.kind === 'union') for (const inner of member.members) add(inner);
      else if (member.kind === 'intrinsic' && member.name === 'boolean') {
        add(this.literal(false));
        add(this.literal(true));
      } else if (!flat.includes(member)) flat.push(member);
    };
    for (const member of members) add(member);
    for (const absorbing of ['any', 'unknown'] as const)
      if (flat.some((member) => member.kind === 'intrinsic' && member.name === absorbing))
        return this.intrinsic(absorbing);
    const present = new Set(flat.map((member) => (member.kind === 'intrinsic' ? member.name : '')));
    const kept = flat.filter((member) => {
      if (member.kind === 'intrinsic') return member.name !== 'never';
      if (member.kind !== 'literal') return true;
      return !present.has(typeof member.value as IntrinsicName);
    });
    const hasFalse = kept.some((member) => member.kind === 'literal' && member.value === false);
    const hasTrue = kept.some((member) => member.kind === 'literal' && member.value === true);
    if (kept.length === 0) return this.intrinsic('never');
    if (kept.length === 1) return kept[0];
    // `false | true` alone is the checker's own `boolean`.
    if (kept.length === 2 && hasFalse && hasTrue) return this.intrinsic('boolean');
    return { kind: 'union', members: kept, ...(alias ? { alias } : {}) };
  }

  /** The global `Date`. */
  dateType(): SyntacticType {
    return DATE;
  }

  array(element: SyntacticType, readonly: boolean): ArrayType {
    let forElement = this.arrays.get(element);
    if (!forElement) {
      forElement = {};
      this.arrays.set(element, forElement);
    }
    const key = readonly ? 'readonly' : 'mutable';
    forElement[key] ??= { kind: 'array', element, readonly };
    return forElement[key];
  }

  private reference(written: WrittenType, alias: AliasInfo | undefined): SyntacticType {
    const { node, file } = written;
    const typeName = child(node, 'typeName')!;
    const name = identifierName(typeName);
    if (name === undefined) {
      const inferred = this.zodInferred(written);
      if (inferred) return inferred;
      const member = this.enumMemberType(typeName, file);
      if (member) return member;
      return bail('type:qualified-name', describe(file, node));
    }
    const typeArguments = children(child(node, 'typeArguments'), 'params');
    const target = this.resolveTypeName(typeName, name, file, true);
    if (target.kind === 'global') return this.globalReference(target.name, typeArguments, written, alias);
    if (typeArguments.length > 0) return bail('type:generic', describe(file, node));
    if (target.binding.declarationKind === 'enum') {
      const members = this.union(
        this.enumMembers(target.binding.node, target.file).map((member) => member.type),
      );
      return members.kind === 'union' ? { ...members, declaredOrder: true } : members;
    }
    return this.declaredType(target.binding, target.file);
  }

  /**
   * `z.infer<typeof S>`, `z.input<…>`, `z.output<…>`, `z.TypeOf<…>` with `z` zod's namespace:
   * the type zod derives from the schema `S` (see zod/zod-schema-types.ts).
   */
  private zodInferred({ node, file }: WrittenType): SyntacticType | undefined {
    const typeName = child(node, 'typeName')!;
    if (typeName.type !== 'TSQualifiedName') return undefined;
    const left = child(typeName, 'left')!;
    const right = identifierName(child(typeName, 'right'));
    const namespace = identifierName(left);
    if (namespace === undefined || right === undefined || !ZOD_INFERRED.has(right)) return undefined;
    const resolved = this.project.resolveLocal(this.project.scope(file.fileName), namespace);
    const target = resolved?.target;
    if (target?.kind !== 'package' || !isZodFile(target.file) || !['z', '*', 'default'].includes(target.name))
      return undefined;
    const [argument, ...rest] = children(child(node, 'typeArguments'), 'params');
    const query =
      argument?.type === 'TSTypeQuery' && rest.length === 0 ? child(argument, 'exprName') : undefined;
    if (query?.type !== 'Identifier' || child(argument, 'typeArguments'))
      return bail('type:zod-inferred', describe(file, node));
    this.zod ??= new ZodTypes(this.project, this);
    return this.zod.typeOfSchema(query, right === 'input' ? 'input' : 'output');
  }

  /** What a type name written at `at` in `file` refers to. */
  resolveTypeName(at: AstNode, name: string, file: ParsedFile, allowEnum = false): TypeNameTarget {
    const local = findLocalDeclaration(at, name, 'type');
    if (local)
      return bail(
        local.kind === 'type-parameter' ? 'type:generic' : 'type:local-declaration',
        describe(file, at),
      );
    const scope = this.project.scope(file.fileName);
    const resolved = this.project.resolveLocal(scope, name);
    if (!resolved) return { kind: 'global', name };
    const target = resolved.target;
    if (target.kind !== 'declarations') return bail(`type:${target.kind}`, describe(file, at));
    const types = target.bindings.filter(
      (binding) => binding.declarationKind === 'interface' || binding.declarationKind === 'typeAlias',
    );
    const others = target.bindings.filter(
      (binding) =>
        binding.declarationKind === 'class' ||
        binding.declarationKind === 'enum' ||
        binding.declarationKind === 'namespace',
    );
    // One enum and nothing merged with it: its members' literal types (see `enumType`).
    if (
      allowEnum &&
      others.length === 1 &&
      types.length === 0 &&
      target.bindings.length === 1 &&
      others[0].declarationKind === 'enum'
    )
      return { kind: 'declaration', binding: others[0], file: target.scope.file };
    if (others.length > 0) return bail(`type:${others[0].declarationKind}`, describe(file, at));
    if (types.length !== 1)
      return bail(types.length === 0 ? 'type:not-a-type' : 'type:merged-declaration', describe(file, at));
    return { kind: 'declaration', binding: types[0], file: target.scope.file };
  }

  /**
   * `E.Member` of an enum `E` declared at the top of a file: that member's literal type; undefined
   * for any other qualified name.
   */
  private enumMemberType(typeName: AstNode, file: ParsedFile): SyntacticType | undefined {
    const left = child(typeName, 'left');
    const enumName = identifierName(left);
    const memberName = identifierName(child(typeName, 'right'));
    if (!left || enumName === undefined || memberName === undefined) return undefined;
    let target: TypeNameTarget;
    try {
      target = this.resolveTypeName(left, enumName, file, true);
    } catch {
      return undefined;
    }
    if (target.kind !== 'declaration' || target.binding.declarationKind !== 'enum') return undefined;
    return this.enumMembers(target.binding.node, target.file).find((member) => member.name === memberName)
      ?.type;
  }

  /**
   * The members of an enum in declaration order, each a literal type: string initializers, numeric
   * ones (a negative number too), and members without one, numbered on from the one before (the
   * first 0). Anything else (computed values, references, an ambient enum, mixed kinds, two members
   * of one value) bails: the checker's enum literal types are then not plain literals.
   */
  private enumMembers(declaration: AstNode, file: ParsedFile): { name: string; type: SyntacticType }[] {
    if (declaration.declare === true) return bail('type:enum-ambient', describe(file, declaration));
    const members: { name: string; type: SyntacticType }[] = [];
    const values = new Set<string | number>();
    let next: number | undefined = 0;
    for (const member of children(child(declaration, 'body'), 'members')) {
      const id = child(member, 'id');
      const name = identifierName(id) ?? stringValue(id);
      const initializer = child(member, 'initializer');
      let value: string | number | undefined;
      if (!initializer) value = next;
      else if (
        initializer.type === 'Literal' &&
        (typeof initializer.value === 'string' || typeof initializer.value === 'number')
      )
        value = initializer.value as string | number;
      else if (
        initializer.type === 'UnaryExpression' &&
        initializer.operator === '-' &&
        typeof child(initializer, 'argument')?.value === 'number'
      )
        value = -(child(initializer, 'argument')!.value as number);
      if (name === undefined || member.computed === true || value === undefined || values.has(value))
        return bail('type:enum-member', describe(file, member));
      values.add(value);
      next = typeof value === 'number' ? value + 1 : undefined;
      members.push({ name, type: this.literal(value) });
    }
    const kinds = new Set(members.map((member) => typeof (member.type as LiteralType).value));
    if (members.length === 0 || kinds.size !== 1) return bail('type:enum', describe(file, declaration));
    return members;
  }

  /** The type an interface or a type alias declares. */
  declaredType(binding: DeclarationBinding, file: ParsedFile): SyntacticType {
    const declaration = binding.node;
    if (child(declaration, 'typeParameters')) return bail('type:generic', describe(file, declaration));
    if (binding.declarationKind === 'interface') return this.interfaceType(declaration, file);
    const typeNode = child(declaration, 'typeAnnotation')!;
    const known = this.byNode.get(typeNode);
    if (known) return known;
    if (this.evaluating.has(typeNode)) bail('type:recursive', describe(file, declaration));
    this.evaluating.add(typeNode);
    try {
      const aliasInfo: AliasInfo = { name: binding.local, file, type: { node: typeNode, file } };
      const type = this.evaluateNode({ node: typeNode, file }, createsType(typeNode) ? aliasInfo : undefined);
      this.byNode.set(typeNode, type);
      return type;
    } finally {
      this.evaluating.delete(typeNode);
    }
  }

  private interfaceType(declaration: AstNode, file: ParsedFile): ObjectType {
    let type = this.interfaces.get(declaration);
    if (!type) {
      type = this.objectOf({ node: declaration, file }, 'interface', undefined);
      this.interfaces.set(declaration, type);
    }
    return type;
  }

  private globalReference(
    name: string,
    typeArguments: AstNode[],
    written: WrittenType,
    alias: AliasInfo | undefined,
  ): SyntacticType {
    const { node, file } = written;
    const argument = (index: number) => this.evaluate({ node: typeArguments[index], file });
    if (name === 'Date' && typeArguments.length === 0) return DATE;
    // JSON makes strings of both (library-object.ts); `URL` is declared by the DOM's lib (or
    // @types/node, which the engine does not follow): served only where the DOM's lib is in.
    if (name === 'RegExp' && typeArguments.length === 0) return REGEXP_TYPE;
    if (name === 'URL' && typeArguments.length === 0 && this.project.config.hasDomLib) return URL_TYPE;
    if ((name === 'Array' || name === 'ReadonlyArray') && typeArguments.length === 1)
      return this.array(argument(0), name === 'ReadonlyArray');
    if (MAPPED_UTILITIES.has(name)) {
      const arity = name === 'Pick' || name === 'Omit' ? 2 : 1;
      if (typeArguments.length !== arity) return bail('type:utility-arity', describe(file, node));
      const base = argument(0);
      if (base.kind !== 'object' || base.hasIndexSignature)
        return bail('type:utility-base', describe(file, node));
      const keys = arity === 2 ? stringKeys(argument(1), () => describe(file, node)) : undefined;
      return this.mappedType(name, base, keys, alias, () => describe(file, node));
    }
    return bail('type:global', `${name} at ${describe(file, node)}`);
  }

  /** `Pick`/`Omit`/`Partial`/`Required`/`Readonly` of an object type, with the properties the checker gives them. */
  private mappedType(
    utility: string,
    base: ObjectType,
    keys: string[] | undefined,
    alias: AliasInfo | undefined,
    where: () => string,
  ): ObjectType {
    const cacheKey = [
      utility,
      this.idOf(base),
      keys ? [...keys].sort().join('\0') : '',
      alias ? `${alias.file.fileName}#${alias.name}` : '',
    ].join('|');
    const known = this.mapped.get(cacheKey);
    if (known) return known;
    let properties: PropertyInfo[] | undefined;
    const type: ObjectType = {
      kind: 'object',
      origin: 'mapped',
      display: `${utility}<${base.display}>`,
      ...(alias ? { alias } : {}),
      symbolFiles: [],
      hasIndexSignature: false,
      properties: () => {
        properties ??= mappedProperties(utility, base.properties(), keys, this, where);
        return properties;
      },
    };
    this.mapped.set(cacheKey, type);
    return type;
  }

  private indexedAccess({ node, file }: WrittenType): SyntacticType {
    const object = this.evaluate({ node: child(node, 'objectType')!, file });
    const index = this.evaluate({ node: child(node, 'indexType')!, file });
    if (object.kind !== 'object' || index.kind !== 'literal' || typeof index.value !== 'string')
      return bail('type:indexed-access', describe(file, node));
    const property = object.properties().find((candidate) => candidate.name === index.value);
    if (!property) return bail('type:indexed-access', describe(file, node));
    return property.type();
  }

  /** The object type of an interface or a type literal (members, then an interface's bases). */
  private objectOf(
    written: WrittenType,
    origin: 'interface' | 'literal',
    alias: AliasInfo | undefined,
  ): ObjectType {
    const { node, file } = written;
    const members =
      origin === 'interface' ? children(child(node, 'body'), 'body') : children(node, 'members');
    let properties: PropertyInfo[] | undefined;
    const hasIndexSignature = members.some((member) => member.type === 'TSIndexSignature');
    const display =
      origin === 'interface' ? (identifierName(child(node, 'id')) ?? 'interface') : 'type literal';
    return {
      kind: 'object',
      origin,
      display,
      ...(alias ? { alias } : {}),
      symbolFiles: [file.fileName],
      declaration: written,
      hasIndexSignature,
      properties: () => {
        properties ??= this.membersOf(written, members, origin);
        return properties;
      },
    };
  }

  private membersOf(
    written: WrittenType,
    members: AstNode[],
    origin: 'interface' | 'literal',
  ): PropertyInfo[] {
    const { node, file } = written;
    const properties: PropertyInfo[] = [];
    for (const member of members) {
      if (member.type === 'TSIndexSignature') continue;
      if (member.type !== 'TSPropertySignature')
        return bail(`type:member-${member.type.replace(/^TS/, '')}`, describe(file, member));
      if (member.computed === true) return bail('type:computed-member', describe(file, member));
      const key = child(member, 'key')!;
      const name =
        identifierName(key) ??
        stringValue(key) ??
        (key.type === 'Literal' && typeof key.value === 'number' ? String(key.value) : undefined);
      if (name === undefined) return bail('type:member-name', describe(file, member));
      if (properties.some((property) => property.name === name))
        return bail('type:duplicate-member', describe(file, member));
      const annotation = child(child(member, 'typeAnnotation'), 'typeAnnotation');
      if (!annotation) return bail('type:implicit-any-member', describe(file, member));
      const optional = member.optional === true;
      let type: SyntacticType | undefined;
      properties.push({
        name,
        optional,
        declarations: [{ node: member, file }],
        type: () => {
          if (!type) {
            const declared = this.evaluate({ node: annotation, file });
            type = optional ? this.union([declared, this.intrinsic('undefined')]) : declared;
          }
          return type;
        },
      });
    }
    if (origin === 'interface') {
      for (const heritage of children(node, 'extends')) {
        if (child(heritage, 'typeArguments')) return bail('type:generic-base', describe(file, heritage));
        const expression = child(heritage, 'expression')!;
        const baseName = identifierName(expression);
        if (baseName === undefined) return bail('type:base', describe(file, heritage));
        const target = this.resolveTypeName(expression, baseName, file);
        if (target.kind === 'global') return bail('type:global-base', describe(file, heritage));
        const base = this.declaredType(target.binding, target.file);
        if (base.kind !== 'object' || base.origin === 'mapped' || base.hasIndexSignature)
          return bail('type:base', describe(file, heritage));
        for (const inherited of base.properties())
          if (!properties.some((property) => property.name === inherited.name)) properties.push(inherited);
      }
    }
    return properties;
  }
}

let nextId = 1;

/** The one `Date` type (the checker's global interface). */
const DATE: SyntacticType = { kind: 'date' };
const URL_TYPE: SyntacticType = { kind: 'string-valued', note: 'URL' };
const REGEXP_TYPE: SyntacticType = { kind: 'string-valued', note: 'regular expression' };

/** Whether a type alias's written type makes a new type the checker names after the alias. */
function createsType(node: AstNode): boolean {
  let current = node;
  while (current.type === 'TSParenthesizedType') current = child(current, 'typeAnnotation')!;
  if (current.type === 'TSUnionType' || current.type === 'TSTypeLiteral') return true;
  if (current.type !== 'TSTypeReference') return false;
  const name = identifierName(child(current, 'typeName'));
  return name !== undefined && MAPPED_UTILITIES.has(name);
}

/** The string keys of a literal or a union of literals (`'a' | 'b'`). */
function stringKeys(type: SyntacticType, where: () => string): string[] {
  const members = type.kind === 'union' ? type.members : [type];
  return members.map((member) =>
    member.kind === 'literal' && typeof member.value === 'string'
      ? member.value
      : bail('type:utility-keys', where()),
  );
}

function mappedProperties(
  utility: string,
  base: PropertyInfo[],
  keys: string[] | undefined,
  evaluator: TypeEvaluator,
  where: () => string,
): PropertyInfo[] {
  let picked = base;
  if (utility === 'Pick') {
    if (keys!.some((key) => !base.some((property) => property.name === key)))
      bail('type:pick-missing-key', where());
    picked = base.filter((property) => keys!.includes(property.name));
  } else if (utility === 'Omit') {
    picked = base.filter((property) => !keys!.includes(property.name));
  }
  const files = new Set(
    picked.flatMap((property) => property.declarations.map((declaration) => declaration.file.fileName)),
  );
  // The checker orders a mapped type's properties by declaration within a file, but files by the
  // order of its key union, which follows type creation: one file only.
  if (files.size > 1) bail('type:mapped-across-files', where());
  return picked.map((property) => {
    if (utility === 'Partial') {
      return {
        ...property,
        optional: true,
        type: () => evaluator.union([property.type(), evaluator.intrinsic('undefined')]),
      };
    }
    if (utility === 'Required') {
      return {
        ...property,
        optional: false,
        type: () => {
          const type = property.type();
          if (!property.optional) return type;
          const members = type.kind === 'union' ? type.members : [type];
          return evaluator.union(
            members.filter((member) => !(member.kind === 'intrinsic' && member.name === 'undefined')),
          );
        },
      };
    }
    return property;
  });
}

void field;
void INTRINSIC_ORDER;
