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
import { type AstNode, child } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import type { Diagnostic, Severity } from '../types';
import { bail } from './bail';
import { describe } from './trace-calls';
import type { TypeEvaluator } from './type-evaluator';
import {
  INTRINSIC_ORDER,
  isContainer,
  type ObjectType,
  type PropertyInfo,
  type SyntacticType,
  type UnionType,
  type WrittenType,
} from './type-model';
import type { DependencyRecorder } from './type-references';

/** The parameter object is level 1; objects nest down to this level (SPEC 3.3). */
const MAX_OBJECT_DEPTH = 3;

/** State shared by every conversion of one tool's schema (the checker engine's `ConversionSession`). */
export interface ConversionSession {
  evaluator: TypeEvaluator;
  recorder: DependencyRecorder;
  diagnostics: Diagnostic[];
  /** Keys of diagnostics already reported, so a shared declaration warns once. */
  reported: Set<string>;
}

/** Where in the schema a conversion happens (the checker engine's `ConversionPosition`). */
export interface Position {
  depth: number;
  ancestors: readonly SyntacticType[];
  /** The declaration field diagnostics point at (a property signature, or the parameter). */
  field: { file: ParsedFile; node: AstNode; anchor: AstNode };
  fieldName?: string;
  /** The syntax that wrote the type being converted, when known: it orders union members. */
  typeNode?: WrittenType;
}

/** Converts a type into the schema model, mirroring the checker engine's converters for the engine's subset. */
export function convertType(
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
    case 'array': {
      const items = convertType(
        type.element,
        { ...inner, typeNode: elementTypeNode(position.typeNode) },
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
  const properties: PropertyModel[] = [];
  for (const property of propertiesInSourceOrder(type)) {
    const converted = convertProperty(property, position, session);
    if (converted) properties.push(converted);
  }
  return { kind: 'object', properties, closed: properties.length > 0 && !type.hasIndexSignature };
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
 * the written type (the field's, else the union's alias), unranked ones after, in the checker's
 * own order. That order follows type creation for anything but the intrinsic types: where it
 * decides, the engine bails.
 */
function unionMembersInWrittenOrder(
  union: UnionType,
  typeNode: WrittenType | undefined,
  session: ConversionSession,
  position: Position,
): SyntacticType[] {
  const where = () => describe(position.field.file, position.field.node);
  const source = typeNode ?? union.alias?.type;
  if (!source) return checkerOrder(union.members, where);
  const rank = new Map<SyntacticType, number>();
  collectWrittenMembers(source, rank, new Set(), session, where);
  if (rank.size === 0) return checkerOrder(union.members, where);
  const ranked = union.members
    .filter((member) => rank.has(member))
    .sort((a, b) => rank.get(a)! - rank.get(b)!);
  const unranked = checkerOrder(
    union.members.filter((member) => !rank.has(member) && !isAbsent(member)),
    where,
  );
  // Absent members (`undefined`) are left out of the schema: where they sort does not matter.
  return [...ranked, ...unranked];
}

function isAbsent(type: SyntacticType): boolean {
  return type.kind === 'intrinsic' && (type.name === 'undefined' || type.name === 'void');
}

function collectWrittenMembers(
  written: WrittenType,
  rank: Map<SyntacticType, number>,
  visitedAliases: Set<unknown>,
  session: ConversionSession,
  where: () => string,
): void {
  let node = written.node;
  while (node.type === 'TSParenthesizedType') node = child(node, 'typeAnnotation')!;
  if (node.type === 'TSUnionType') {
    for (const member of (node.types as AstNode[]) ?? [])
      collectWrittenMembers({ node: member, file: written.file }, rank, visitedAliases, session, where);
    return;
  }
  if (node.type === 'TSTypeOperator' && node.operator === 'keyof') bail('type:keyof', where());
  const type = session.evaluator.evaluate({ node, file: written.file });
  const add = (member: SyntacticType) => {
    if (!rank.has(member)) rank.set(member, rank.size);
  };
  if (type.kind === 'intrinsic' && type.name === 'boolean') {
    add(session.evaluator.literal(false));
    add(session.evaluator.literal(true));
    return;
  }
  if (type.kind !== 'union') {
    add(type);
    return;
  }
  if (type.alias && !visitedAliases.has(type.alias.name + type.alias.file.fileName)) {
    visitedAliases.add(type.alias.name + type.alias.file.fileName);
    collectWrittenMembers(type.alias.type, rank, visitedAliases, session, where);
    return;
  }
  for (const member of checkerOrder(type.members, where)) add(member);
}

/**
 * The checker's own union order: by type id. Intrinsic types (`undefined`, `null`, `string`,
 * `number`, `false`, `true`…) are created first, in a fixed order; literals and objects later,
 * in the order the program met them: two of those and the order is unknown.
 */
function checkerOrder(members: SyntacticType[], where: () => string): SyntacticType[] {
  const intrinsicRank = (member: SyntacticType): number => {
    if (member.kind === 'intrinsic') return INTRINSIC_ORDER.indexOf(member.name) * 2;
    if (member.kind === 'literal' && typeof member.value === 'boolean')
      return INTRINSIC_ORDER.indexOf('boolean') * 2 + (member.value ? 1 : 0);
    return -1;
  };
  const others = members.filter((member) => intrinsicRank(member) < 0);
  if (others.length > 1) bail('union:checker-order', where());
  const intrinsics = members
    .filter((member) => intrinsicRank(member) >= 0)
    .sort((a, b) => intrinsicRank(a) - intrinsicRank(b));
  return [...intrinsics, ...others];
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
