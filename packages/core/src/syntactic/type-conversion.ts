import { compareText } from '../compare-text';
import { isInNodeModules } from '../project/paths';
import { readFieldKeywords } from '../schema/field-tags';
import type { PropertyModel, SchemaModel } from '../schema/model';
import {
  anyFieldText,
  depthCutText,
  describeCut,
  invalidFieldTagText,
  missingFieldDescriptionText,
  noJsonMemberText,
  notJsonText,
  noValueText,
  plainCommentAround,
} from '../schema/schema-texts';
import { type UnionMember, unionModel } from '../schema/union-model';
import { applyZodFacts, withoutFacts, type ZodReading } from '../schema/zod/zod-reading';
import { type AstNode, child, childNodes, identifierName, isFunctionNode, stringValue } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import type { Diagnostic, Severity } from '../types';
import { bail } from './bail';
import { describe } from './trace-calls';
import type { TypeEvaluator } from './type-evaluator';
import {
  isContainer,
  type ObjectType,
  type PropertyInfo,
  type SyntacticType,
  type UnionType,
  type WrittenType,
} from './type-model';
import type { DependencyRecorder } from './type-references';
import { resolveValueName } from './value-names';
import { oxcZodSyntax } from './zod/oxc-zod-syntax';
import { readZodAtTypeNode } from './zod/zod-at-type-node';

/** The parameter object is level 1; objects nest down to this level (SPEC 3.3). */
const MAX_OBJECT_DEPTH = 3;

/** State shared by every conversion of one tool's schema (the checker engine's `ConversionSession`). */
export interface ConversionSession {
  evaluator: TypeEvaluator;
  /** zod schemas read for written types (`z.infer<typeof S>`), by type node: each is read once. */
  zodReadings: Map<AstNode, ZodReading | undefined>;
  recorder: DependencyRecorder;
  diagnostics: Diagnostic[];
  /** Keys of diagnostics already reported, so a shared declaration warns once. */
  reported: Set<string>;
}

/** Where in the schema a conversion happens (the checker engine's `ConversionPosition`). */
export interface Position {
  /** What a zod schema read at build time says about the value converted here, if one does. */
  zod?: ZodReading;
  depth: number;
  ancestors: readonly SyntacticType[];
  /** The declaration field diagnostics point at (a property signature, or the parameter). */
  field: { file: ParsedFile; node: AstNode; anchor: AstNode };
  fieldName?: string;
  /** The syntax that wrote the type being converted, when known: it orders union members. */
  typeNode?: WrittenType;
}

/**
 * Converts a type into the schema model, mirroring the checker engine's converters for the
 * engine's subset. A zod schema behind the written type (`z.infer<typeof S>`) adds its facts to
 * the result; its fields' and element's readings travel down with the position.
 */
export function convertType(
  type: SyntacticType,
  position: Position,
  session: ConversionSession,
): SchemaModel {
  const zod = position.zod ?? zodAt(position, session);
  const model = convertWithConverters(
    type,
    zod ? { ...position, zod: withoutFacts(zod) } : position,
    session,
  );
  if (zod) applyZodFacts(model, zod.facts);
  return model;
}

function zodAt(position: Position, session: ConversionSession): ZodReading | undefined {
  const typeNode = position.typeNode;
  if (!typeNode) return undefined;
  if (session.zodReadings.has(typeNode.node)) return session.zodReadings.get(typeNode.node);
  const reading = readZodAtTypeNode(typeNode, session.recorder.project, {
    onFile: (fileName) => session.recorder.recordFile(fileName),
    onUnread(node, text) {
      const file = session.recorder.project.fileOf(node);
      // The checker anchors at a node's name when it has one (`a.b` → `b`, `b: x` → `b`).
      const anchor =
        node.type === 'MemberExpression'
          ? child(node, 'property')!
          : node.type === 'Property'
            ? child(node, 'key')!
            : node;
      warn(session, position, text, 'warning', { file, node: anchor });
    },
  });
  session.zodReadings.set(typeNode.node, reading);
  return reading;
}

function convertWithConverters(
  type: SyntacticType,
  position: Position,
  session: ConversionSession,
): SchemaModel {
  session.recorder.recordType(type);
  let inner = position;
  if (isContainer(type)) {
    if (position.ancestors.some((ancestor) => isSameIgnoringUndefined(ancestor, type)))
      bail('type:recursive', describe(position.field.file, position.field.node));
    inner = { ...position, ancestors: [...position.ancestors, type] };
  }
  switch (type.kind) {
    case 'intrinsic':
      switch (type.name) {
        case 'any':
        case 'unknown': {
          const text = anyFieldText(fieldSubject(position), type.name);
          warn(session, position, text);
          return { kind: 'any' };
        }
        case 'never':
        case 'void':
        case 'undefined': {
          warn(session, position, noValueText(fieldSubject(position), type.name));
          return { kind: 'omitted' };
        }
        case 'bigint':
        case 'symbol':
          warn(
            session,
            position,
            notJsonText(fieldSubject(position), type.name === 'bigint' ? 'a bigint' : 'a symbol', type.name),
          );
          return { kind: 'omitted' };
        case 'object':
          return convertObject(undefined, inner, session);
        default:
          return { kind: 'primitive', types: [type.name] };
      }
    case 'literal':
      return { kind: 'enum', values: [type.value] };
    case 'union':
      return convertUnion(type, inner, session);
    case 'date':
      return { kind: 'primitive', types: ['string'], note: 'ISO 8601 date-time' };
    case 'string-valued':
      return { kind: 'primitive', types: ['string'], note: type.note };
    case 'array': {
      const items = convertType(
        type.element,
        { ...inner, typeNode: elementTypeNode(position.typeNode), zod: position.zod?.element },
        session,
      );
      return items.kind === 'omitted' ? items : { kind: 'array', items };
    }
    case 'object':
      return convertObject(type, inner, session);
  }
}

function convertUnion(type: UnionType, position: Position, session: ConversionSession): SchemaModel {
  const members = unionMembersInWrittenOrder(type, position.typeNode, session, position);
  const memberPosition: Position = { ...position, typeNode: undefined };
  const classified: UnionMember[] = [];
  for (const member of members) {
    if (member.kind === 'intrinsic' && (member.name === 'undefined' || member.name === 'void')) continue;
    if (member.kind === 'intrinsic' && member.name === 'null') classified.push({ kind: 'null' });
    else if (member.kind === 'literal') classified.push({ kind: 'literal', value: member.value });
    else classified.push({ kind: 'model', model: convertType(member, memberPosition, session) });
  }
  const model = unionModel(classified);
  if (model) return model;
  warn(session, position, noJsonMemberText(describeField(position)));
  return { kind: 'omitted' };
}

function convertObject(
  type: ObjectType | undefined,
  position: Position,
  session: ConversionSession,
): SchemaModel {
  if (position.depth > MAX_OBJECT_DEPTH) {
    const model: SchemaModel = { kind: 'object', properties: [], closed: false };
    warn(session, position, depthCutText(fieldSubject(position), MAX_OBJECT_DEPTH, describeCut(model)));
    return model;
  }
  if (!type) return { kind: 'object', properties: [], closed: false };
  // An index signature: the checker names its key and value types (typeToString) or records them.
  if (type.hasIndexSignature) return bail('type:index-signature', type.display);
  const properties: PropertyModel[] = [];
  for (const property of propertiesInSourceOrder(type)) {
    const converted = convertProperty(property, position, session);
    if (converted) properties.push(converted);
  }
  return { kind: 'object', properties, closed: properties.length > 0 };
}

/** Interfaces and literals in declaration order (own, then inherited); mapped types by declaration position. */
function propertiesInSourceOrder(type: ObjectType): PropertyInfo[] {
  const properties = type.properties();
  if (type.origin !== 'mapped') return properties;
  return properties
    .map((property, index) => ({
      property,
      index,
      position: property.declarations[0]?.node.start ?? Number.MAX_SAFE_INTEGER,
    }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.property);
}

function convertProperty(
  property: PropertyInfo,
  objectPosition: Position,
  session: ConversionSession,
): PropertyModel | undefined {
  const documented = property.declarations.map((declaration) => ({
    declaration,
    doc: declaration.file.jsDoc(declaration.node),
  }));
  const chosen = documented.find((entry) => entry.doc) ?? documented[0];
  if (!chosen) return bail('type:property-without-declaration', property.name);
  const declaration = chosen.declaration;
  const annotation = child(child(declaration.node, 'typeAnnotation'), 'typeAnnotation');
  const position: Position = {
    depth: objectPosition.depth + 1,
    ancestors: objectPosition.ancestors,
    field: {
      file: declaration.file,
      node: declaration.node,
      anchor: child(declaration.node, 'key') ?? declaration.node,
    },
    fieldName: property.name,
    typeNode: annotation ? { node: annotation, file: declaration.file } : undefined,
    zod: objectPosition.zod?.fields?.get(property.name),
  };
  for (const written of property.declarations) session.recorder.recordFile(written.file.fileName);
  if (position.typeNode) session.recorder.recordTypeReferences(position.typeNode);
  const type = property.type();
  const schema = convertType(type, position, session);
  if (schema.kind === 'omitted') return undefined;
  const doc = chosen.doc;
  if (doc?.description) schema.description = doc.description;
  else if (!schema.description && !isInNodeModules(declaration.file.fileName)) {
    const file = declaration.file;
    const comment = plainCommentAround(file.text, file.fullStart(declaration.node), declaration.node.end);
    warn(session, position, missingFieldDescriptionText(property.name, comment));
  }
  if (doc && doc.tags.length > 0) {
    const { keywords, problems } = readFieldKeywords(doc.tags, schema);
    if (Object.keys(keywords).length > 0) schema.keywords = { ...schema.keywords, ...keywords };
    for (const problem of problems) warn(session, position, invalidFieldTagText(property.name, problem));
  }
  const optional = property.optional || includesUndefined(type);
  return { name: property.name, schema, required: !optional };
}

/** Whether a type can be `undefined` (an optional field's type, `T | undefined`, `void`). */
export function includesUndefined(type: SyntacticType): boolean {
  const members = type.kind === 'union' ? type.members : [type];
  return members.some(
    (member) => member.kind === 'intrinsic' && (member.name === 'undefined' || member.name === 'void'),
  );
}

/** Whether a type can be `null`. */
export function includesNull(type: SyntacticType): boolean {
  const members = type.kind === 'union' ? type.members : [type];
  return members.some((member) => member.kind === 'intrinsic' && member.name === 'null');
}

function isSameIgnoringUndefined(ancestor: SyntacticType, type: SyntacticType): boolean {
  if (ancestor === type) return true;
  if (ancestor.kind !== 'union' || type.kind !== 'union') return false;
  const defined = (union: UnionType) =>
    union.members.filter((member) => !(member.kind === 'intrinsic' && member.name === 'undefined'));
  const left = defined(ancestor);
  const right = defined(type);
  return left.length === right.length && left.every((member) => right.includes(member));
}

/** The written element type of `T[]`, `readonly T[]` or `Array<T>` (any one-argument reference, as the checker reads it). */
function elementTypeNode(written: WrittenType | undefined): WrittenType | undefined {
  if (!written) return undefined;
  const { node, file } = written;
  if (node.type === 'TSParenthesizedType' || node.type === 'TSTypeOperator')
    return elementTypeNode({ node: child(node, 'typeAnnotation')!, file });
  if (node.type === 'TSArrayType') return { node: child(node, 'elementType')!, file };
  if (node.type === 'TSTypeReference') {
    const params = (child(node, 'typeArguments')?.params as AstNode[] | undefined) ?? [];
    if (params.length === 1) return { node: params[0], file };
  }
  return undefined;
}

/**
 * The members of a union in the order the checker engine puts them (union-order.ts): ranked by
 * the syntax that wrote them — the position's type node, else the union's alias, else every type
 * the field's declaration writes — then the rest in a stable order of their own (literals by
 * value, built-in types by name, declared types by place). Where that order would need more than
 * the engine models, it bails.
 */
function unionMembersInWrittenOrder(
  union: UnionType,
  typeNode: WrittenType | undefined,
  session: ConversionSession,
  position: Position,
): SyntacticType[] {
  const where = () => describe(position.field.file, position.field.node);
  const walk: RankWalk = { rank: new Map(), aliasesOnPath: new Set(), session, where };
  const allRanked = () => union.members.every((member) => walk.rank.has(rankKeyOf(member)));
  if (typeNode) collectWritten(typeNode, walk);
  if (union.alias && !allRanked()) collectWritten(union.alias.type, walk);
  const declared = writtenTypeOfDeclaration(position.field);
  if (declared && !allRanked()) collectEverywhere(declared, walk);
  // A field with no type written (a zod shape's `status: z.enum(['a', 'b'])`): its value.
  const value = declared ? undefined : valueOfDeclaration(position.field.node);
  if (value && !allRanked()) collectFromValue(value, walk, new Set());
  const ranked: { member: SyntacticType; rank: number }[] = [];
  const unranked: SyntacticType[] = [];
  for (const member of union.members) {
    const rank = walk.rank.get(rankKeyOf(member));
    if (rank === undefined) unranked.push(member);
    else ranked.push({ member, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  // Absent members (`undefined`) are left out of the schema: where they sort does not matter.
  return [
    ...ranked.map((entry) => entry.member),
    ...inStableOrder(
      unranked.filter((member) => !isAbsent(member)),
      where,
    ),
  ];
}

interface RankWalk {
  rank: Map<unknown, number>;
  aliasesOnPath: Set<unknown>;
  session: ConversionSession;
  where: () => string;
}

function isAbsent(type: SyntacticType): boolean {
  return type.kind === 'intrinsic' && (type.name === 'undefined' || type.name === 'void');
}

/** A literal ranks by its value, anything else by identity. */
function rankKeyOf(type: SyntacticType): unknown {
  return type.kind === 'literal' ? `${typeof type.value}:${type.value}` : type;
}

function add(type: SyntacticType, walk: RankWalk): void {
  const key = rankKeyOf(type);
  if (!walk.rank.has(key)) walk.rank.set(key, walk.rank.size);
}

/** The checker engine's `collect` for the types the engine models. */
function collectWritten(written: WrittenType, walk: RankWalk): void {
  let node = written.node;
  while (node.type === 'TSParenthesizedType') node = child(node, 'typeAnnotation')!;
  const next = (inner: AstNode) => collectWritten({ node: inner, file: written.file }, walk);
  if (node.type === 'TSUnionType') {
    for (const member of (node.types as AstNode[]) ?? []) next(member);
    return;
  }
  if (node.type === 'TSIndexedAccessType') {
    const object = walk.session.evaluator.evaluate({ node: child(node, 'objectType')!, file: written.file });
    const key = walk.session.evaluator.evaluate({ node: child(node, 'indexType')!, file: written.file });
    if (object.kind !== 'object' || key.kind !== 'literal' || typeof key.value !== 'string')
      bail('union:indexed-access', walk.where());
    const property = object.properties().find((candidate) => candidate.name === key.value);
    if (!property) bail('union:indexed-access', walk.where());
    const declared = property.declarations
      .map((declaration) => writtenTypeOfDeclaration(declaration))
      .filter((type): type is WrittenType => type !== undefined);
    if (declared.length > 0) for (const type of declared) collectWritten(type, walk);
    else rankType(property.type(), walk);
    return;
  }
  if (node.type === 'TSTypeOperator' && node.operator === 'keyof') bail('union:keyof', walk.where());
  const type = walk.session.evaluator.evaluate({ node, file: written.file });
  if (
    node.type === 'TSTypeReference' &&
    type.kind === 'union' &&
    type.alias &&
    !walk.aliasesOnPath.has(type.alias.type.node)
  ) {
    // A reference to an alias of a union: its body, as written.
    walk.aliasesOnPath.add(type.alias.type.node);
    collectWritten(type.alias.type, walk);
    walk.aliasesOnPath.delete(type.alias.type.node);
    return;
  }
  rankType(type, walk);
}

/** Ranks `type`, or each member of a union it is (its alias's written order, else the stable one). */
function rankType(type: SyntacticType, walk: RankWalk): void {
  if (type.kind === 'intrinsic' && type.name === 'boolean') {
    add(walk.session.evaluator.literal(false), walk);
    add(walk.session.evaluator.literal(true), walk);
    return;
  }
  if (type.kind !== 'union') {
    add(type, walk);
    return;
  }
  if (type.alias && !walk.aliasesOnPath.has(type.alias.type.node)) {
    walk.aliasesOnPath.add(type.alias.type.node);
    collectWritten(type.alias.type, walk);
    walk.aliasesOnPath.delete(type.alias.type.node);
    return;
  }
  const members = type.declaredOrder ? type.members : inStableOrder(type.members, walk.where);
  for (const member of members) add(member, walk);
}

/** Every type written anywhere in `written`, in the order written (TypeScript's type nodes, not oxc's wrappers). */
function collectEverywhere(written: WrittenType, walk: RankWalk): void {
  const visit = (node: AstNode): void => {
    if (isWrittenTypeNode(node)) collectWritten({ node, file: written.file }, walk);
    for (const inner of childNodes(node)) visit(inner);
  };
  visit(written.node);
}

function isWrittenTypeNode(node: AstNode): boolean {
  return (
    /^TS.*(?:Type|Keyword)$/.test(node.type) ||
    node.type === 'TSTypeReference' ||
    node.type === 'TSTypeLiteral' ||
    node.type === 'TSTypeOperator' ||
    node.type === 'TSTypeQuery' ||
    node.type === 'TSTypePredicate'
  );
}

/** The type a field's declaration writes (a property's annotation, a parameter's). */
function writtenTypeOfDeclaration(field: { file: ParsedFile; node: AstNode }): WrittenType | undefined {
  let node = field.node;
  if (node.type === 'AssignmentPattern') node = child(node, 'left')!;
  if (node.type === 'RestElement') return undefined;
  const annotation = child(child(node, 'typeAnnotation'), 'typeAnnotation');
  return annotation ? { node: annotation, file: field.file } : undefined;
}

/** The value a field's declaration is initialized with, when it writes no type (a zod shape's entry). */
function valueOfDeclaration(declaration: AstNode): AstNode | undefined {
  if (declaration.type !== 'Property') return undefined;
  if (declaration.shorthand === true) return bail('union:shorthand-value');
  return child(declaration, 'value');
}

/**
 * The types a value expression names, in the order it writes them, its parts before itself
 * (the checker engine's `collectFromValue`): literals, zod's primitive schemas (`z.string()`),
 * and the values of the consts it names.
 */
function collectFromValue(expression: AstNode, walk: RankWalk, consts: Set<AstNode>): void {
  const { session } = walk;
  const project = session.recorder.project;
  const syntax = oxcZodSyntax(project);
  const visit = (node: AstNode, parent: AstNode | undefined): void => {
    // A function's body is code, not a description of the value.
    if (isFunctionNode(node) || node.type === 'ClassExpression' || node.type === 'ClassDeclaration') return;
    if (node.type === 'MemberExpression' && node.computed !== true) visit(child(node, 'object')!, node);
    else
      for (const inner of childNodes(node)) {
        // A property's key names the property, never a value.
        if (node.type === 'Property' && node.computed !== true && inner === child(node, 'key')) {
          if (node.shorthand === true) bail('union:shorthand-value', walk.where());
          continue;
        }
        visit(inner, node);
      }
    if (node.type === 'Literal') {
      if (typeof node.value === 'string') add(session.evaluator.literal(node.value), walk);
      else if (typeof node.value === 'number') {
        const negative = parent?.type === 'UnaryExpression' && parent.operator === '-';
        add(session.evaluator.literal(negative ? -node.value : node.value), walk);
      } else if (typeof node.value === 'boolean') add(session.evaluator.literal(node.value), walk);
      else if (node.raw === 'null') add(session.evaluator.intrinsic('null'), walk);
    } else if (node.type === 'TemplateLiteral') {
      const text = stringValue(node);
      if (text !== undefined) add(session.evaluator.literal(text), walk);
    } else if (node.type === 'CallExpression') {
      const callee = syntax.unwrap(child(node, 'callee')!);
      const nameNode = callee.type === 'MemberExpression' ? child(callee, 'property')! : callee;
      const name =
        callee.type === 'MemberExpression' || callee.type === 'Identifier'
          ? syntax.zodNameAt(nameNode)
          : undefined;
      if (name === 'string' || name === 'number' || name === 'boolean' || name === 'null')
        rankType(session.evaluator.intrinsic(name), walk);
    } else if (node.type === 'Identifier') {
      collectFromName(node, walk, consts);
    }
  };
  visit(expression, expression.parent);
}

/** A project const named in a value: what its initializer holds, in order. */
function collectFromName(node: AstNode, walk: RankWalk, consts: Set<AstNode>): void {
  const project = walk.session.recorder.project;
  const name = identifierName(node)!;
  const resolved = resolveValueName(project, node, name);
  let declarator: AstNode | undefined;
  if (resolved.kind === 'local') {
    if (resolved.declaration.kind === 'variable') declarator = resolved.declaration.node;
    else if (resolved.declaration.kind !== 'parameter' && resolved.declaration.kind !== 'function')
      bail('union:value-name', walk.where());
  } else if (resolved.kind === 'module') {
    const target = resolved.resolved.target;
    if (target.kind === 'declarations') {
      if (target.bindings.some((binding) => binding.declarationKind === 'enum'))
        bail('union:enum-value', walk.where());
      declarator = target.bindings.find((binding) => binding.declarationKind === 'variable')?.node;
    } else if (target.kind !== 'package' && target.kind !== 'module') bail('union:value-name', walk.where());
  }
  if (!declarator || consts.has(declarator)) return;
  const initializer = child(declarator, 'init');
  if (child(child(declarator, 'id'), 'typeAnnotation')) bail('union:annotated-const', walk.where());
  if (!initializer || isInNodeModules(project.fileOf(declarator).fileName)) return;
  consts.add(declarator);
  collectFromValue(initializer, walk, consts);
  consts.delete(declarator);
}

/**
 * The checker engine's stable order for members no syntax ranks: string literals by code unit,
 * numbers numerically, `false` before `true`, built-in types by name, declared types by file and
 * position. Two members the engine cannot key (an array, `Date`, a mapped type) make it bail.
 */
function inStableOrder(members: SyntacticType[], where: () => string): SyntacticType[] {
  if (members.length < 2) return members;
  const keyed = members.map((member) => ({ member, key: stableKey(member, where) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  for (let index = 1; index < keyed.length; index++)
    if (compareKeys(keyed[index - 1].key, keyed[index].key) === 0) bail('union:stable-order-tie', where());
  return keyed.map((entry) => entry.member);
}

type StableKey = readonly [group: number, text: string, number: number];

function stableKey(type: SyntacticType, where: () => string): StableKey {
  if (type.kind === 'literal') {
    if (typeof type.value === 'string') return [0, type.value, 0];
    if (typeof type.value === 'number') return [1, '', type.value];
    return [2, '', type.value ? 1 : 0];
  }
  if (type.kind === 'intrinsic') {
    if (type.name === 'boolean') return bail('union:stable-order', where());
    return [3, type.name, 0];
  }
  if (type.kind === 'object' && type.alias) {
    const declaration = type.alias.type.node.parent!;
    return [4, type.alias.file.fileName, type.alias.file.fullStart(declaration)];
  }
  if (type.kind === 'object' && type.declaration)
    return [4, type.declaration.file.fileName, type.declaration.file.fullStart(type.declaration.node)];
  return bail('union:stable-order', where());
}

function compareKeys(a: StableKey, b: StableKey): number {
  return a[0] - b[0] || compareText(a[1], b[1]) || a[2] - b[2];
}

function fieldSubject(position: Position): string {
  return position.fieldName === undefined ? 'The parameter' : `Field '${position.fieldName}'`;
}

function describeField(position: Position): string {
  return position.fieldName === undefined ? 'the parameter' : `field '${position.fieldName}'`;
}

/** A warning at the position's field, once per code, place and message. */
export function warn(
  session: ConversionSession,
  position: Position,
  text: { code: string; message: string; hint: string },
  severity: Severity = 'warning',
  anchor: { file: ParsedFile; node: AstNode } = { file: position.field.file, node: position.field.anchor },
): void {
  const key = `${text.code}\0${anchor.file.fileName}\0${anchor.node.start}\0${text.message}`;
  if (session.reported.has(key)) return;
  session.reported.add(key);
  const { code, message, hint } = text;
  session.diagnostics.push({ code, severity, message, hint, ...anchor.file.locate(anchor.node.start) });
}
