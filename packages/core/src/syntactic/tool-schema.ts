import type { JsonObjectSchema } from '../json-schema';
import { applyDestructuringDefaults, type DestructuringDefaults } from '../schema/apply-defaults';
import { emitInputSchema } from '../schema/emit';
import { NOT_STATIC } from '../schema/literal-text';
import { missingDescriptionText, readonlyWritesText, runtimeDefaultText } from '../schema/schema-texts';
import { type ToolDoc, toolDocOf } from '../schema/tool-doc';
import { type AstNode, child, children, identifierName, stringValue } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import { findStateWrite } from '../syntax/readonly-writes';
import type { Diagnostic, WebMcpSchema } from '../types';
import { bail } from './bail';
import type { ProjectIndex } from './project-index';
import { guardReturnType } from './return-type-guard';
import { readStaticValue } from './static-value';
import { describe } from './trace-calls';
import type { Definition } from './trace-context';
import { outerStatement } from './trace-function';
import {
  type ConversionSession,
  convertType,
  includesNull,
  includesUndefined,
  type Position,
  warn,
} from './type-conversion';
import type { TypeEvaluator } from './type-evaluator';
import type { SyntacticType } from './type-model';
import { DependencyRecorder } from './type-references';

/** A schema built for one tool function, with what building it reported and read. */
export interface BuiltSchema {
  schema: WebMcpSchema | undefined;
  diagnostics: Diagnostic[];
  /** The definition's file and every file a type came from (before the import closure). */
  files: Set<string>;
}

/** Builds a tool's schema as the checker engine's `buildToolSchema` does, for the engine's subset. */
export function buildToolSchema(
  definition: Definition,
  toolName: string,
  project: ProjectIndex,
  evaluator: TypeEvaluator,
): BuiltSchema {
  const { fn, file } = definition;
  const recorder = new DependencyRecorder(project);
  recorder.recordFile(file.fileName);
  const session: ConversionSession = {
    evaluator,
    recorder,
    diagnostics: [],
    reported: new Set(),
    zodReadings: new Map(),
  };
  const doc = readToolDoc(definition);
  guardInputRequired(definition, project, evaluator);
  const inputSchema = buildInputSchema(definition, session);
  if (doc.readOnly) {
    const write = findStateWrite(fn, file.text);
    if (write) {
      const text = readonlyWritesText(toolName, file.text.slice(write.start, write.end));
      session.diagnostics.push({ ...text, ...file.locate(write.start) });
    }
  }
  if (!doc.description) {
    session.diagnostics.push({
      ...missingDescriptionText(toolName),
      ...file.locate(toolNameNode(definition).start),
    });
  }
  if (!inputSchema) return { schema: undefined, diagnostics: session.diagnostics, files: recorder.files };
  const schema: WebMcpSchema = { description: doc.description || toolName, inputSchema };
  if (doc.title !== undefined) schema.title = doc.title;
  if (doc.readOnly) schema.readOnly = true;
  if (doc.untrustedContent) schema.untrustedContent = true;
  if (doc.consequential) schema.consequential = true;
  if (doc.debugging) schema.debugging = true;
  void fn;
  return { schema, diagnostics: session.diagnostics, files: recorder.files };
}

function readToolDoc(definition: Definition): ToolDoc {
  const { file, docNode, fn } = definition;
  const block = file.jsDoc(docNode) ?? (definition.docIsFunction ? undefined : file.jsDoc(fn));
  return block ? toolDocOf(block) : { description: '' };
}

/** Where tool-level diagnostics point: the function's name, a variable's name, a property's key, else the doc node. */
function toolNameNode(definition: Definition): AstNode {
  const { fn, docNode } = definition;
  const name = child(fn, 'id');
  if (name) return name;
  const statement = docNode.type === 'ExportNamedDeclaration' ? child(docNode, 'declaration') : docNode;
  if (statement?.type === 'VariableDeclaration')
    return child(children(statement, 'declarations')[0], 'id') ?? docNode;
  if (
    docNode.type === 'Property' ||
    docNode.type === 'MethodDefinition' ||
    docNode.type === 'PropertyDefinition'
  )
    return definition.nameNode;
  return docNode;
}

/**
 * M4 needs the checker (a declared return type's `resultType`) or a syntactic scan of returns:
 * anything that may be one makes the engine bail.
 */
function guardInputRequired(definition: Definition, project: ProjectIndex, evaluator: TypeEvaluator): void {
  const { fn, file } = definition;
  const text = file.text.slice(fn.start, fn.end);
  if (text.includes('input_required') || text.includes('resultType'))
    bail('tool:maybe-input-required', describe(file, fn));
  const returnType = child(child(fn, 'returnType'), 'typeAnnotation');
  if (returnType) guardReturnType(returnType, file, project, evaluator);
}

/** A tool without a parameter takes an empty object. */
function noInput(): JsonObjectSchema {
  return { type: 'object', properties: {} };
}

function buildInputSchema(definition: Definition, session: ConversionSession): JsonObjectSchema | undefined {
  const { fn, file } = definition;
  const parameter = children(fn, 'params').find((candidate) => identifierName(candidate) !== 'this');
  if (!parameter) return noInput();
  const rest = parameter.type === 'RestElement';
  const defaulted = parameter.type === 'AssignmentPattern';
  const pattern = rest ? child(parameter, 'argument')! : defaulted ? child(parameter, 'left')! : parameter;
  const annotation = child(child(rest ? parameter : pattern, 'typeAnnotation'), 'typeAnnotation');
  if (!annotation) return bail('parameter:inferred', describe(file, parameter));
  if (rest) return bail('parameter:rest', describe(file, parameter));
  session.recorder.recordTypeReferences({ node: annotation, file });
  const declared = session.evaluator.evaluate({ node: annotation, file });
  // An optional parameter (`p?: P`, `p: P = {}`) is still a `P` when an agent calls the tool.
  const optional = pattern.optional === true || defaulted;
  const type = withoutUndefined(declared, optional, session.evaluator);
  // M2's fix rewrites the function's parameters (the checker engine's object-parameter-fix.ts):
  // the engine serves object parameters only.
  if (!isObjectParameter(type)) return bail('parameter:not-object', describe(file, parameter));
  const position: Position = {
    depth: 1,
    ancestors: [],
    field: { file, node: parameter, anchor: pattern },
    typeNode: { node: annotation, file },
  };
  const model = convertType(type, position, session);
  const defaults = readDestructuringDefaults(pattern, file, session, position);
  if (defaults) applyDestructuringDefaults(model, defaults);
  return emitInputSchema(model);
}

/** `T | undefined` as `T` when nothing in it is `null` (the checker's `getNonNullableType`). */
function withoutUndefined(type: SyntacticType, optional: boolean, evaluator: TypeEvaluator): SyntacticType {
  const withOptional = optional ? evaluator.union([type, evaluator.intrinsic('undefined')]) : type;
  if (!includesUndefined(withOptional)) return withOptional;
  if (includesNull(withOptional)) return bail('parameter:nullable');
  const members = withOptional.kind === 'union' ? withOptional.members : [withOptional];
  return evaluator.union(
    members.filter(
      (member) => !(member.kind === 'intrinsic' && (member.name === 'undefined' || member.name === 'void')),
    ),
  );
}

/** An object type, or a union of object types: a parameter without an M2. */
function isObjectParameter(type: SyntacticType): boolean {
  if (type.kind === 'object') return true;
  if (type.kind === 'intrinsic') return type.name === 'object';
  return type.kind === 'union' && type.members.every((member) => member.kind === 'object');
}

/** Defaults written in a destructured parameter (see schema/destructuring-defaults.ts). */
function readDestructuringDefaults(
  pattern: AstNode,
  file: ParsedFile,
  session: ConversionSession,
  position: Position,
): DestructuringDefaults | undefined {
  if (pattern.type !== 'ObjectPattern') return undefined;
  const defaults: DestructuringDefaults = new Map();
  for (const property of children(pattern, 'properties')) {
    if (property.type === 'RestElement') continue;
    const key = child(property, 'key')!;
    const name =
      property.computed === true
        ? stringValue(key)
        : (identifierName(key) ??
          stringValue(key) ??
          (typeof key.value === 'number' ? String(key.value) : undefined));
    if (name === undefined) continue;
    const value = child(property, 'value')!;
    const initializer = value.type === 'AssignmentPattern' ? child(value, 'right') : undefined;
    const inner = value.type === 'AssignmentPattern' ? child(value, 'left')! : value;
    let read: unknown = NOT_STATIC;
    if (initializer) {
      read = readStaticValue(initializer, file, session.recorder.project, (fileName) =>
        session.recorder.recordFile(fileName),
      );
      if (read === NOT_STATIC) {
        const source = file.text.slice(initializer.start, initializer.end).split('\n')[0].trim();
        const shown = source.length > 60 ? `${source.slice(0, 57)}...` : source;
        // The checker anchors at a node's `name` when it has one (`Roles.admin` → `admin`).
        const anchorNode =
          initializer.type === 'MemberExpression' && initializer.computed !== true
            ? child(initializer, 'property')!
            : (initializer.type === 'FunctionExpression' || initializer.type === 'ClassExpression') &&
                child(initializer, 'id')
              ? child(initializer, 'id')!
              : initializer;
        warn(session, position, runtimeDefaultText(name, shown), 'warning', { file, node: anchorNode });
      }
    }
    const nested = readDestructuringDefaults(inner, file, session, position);
    if (read === NOT_STATIC && !nested?.size) continue;
    defaults.set(name, {
      ...(read === NOT_STATIC ? {} : { value: read }),
      ...(nested?.size ? { nested } : {}),
    });
  }
  return defaults;
}

void outerStatement;
