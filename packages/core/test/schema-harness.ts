import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Project, ts } from 'ts-morph';
import type { JsonSchema } from '../src/json-schema';
import type { SchemaContext } from '../src/schema/context';
import { buildToolSchema } from '../src/schema/index';
import type { Diagnostic, WebMcpSchema } from '../src/types';
import { assertEnginesAgreeOnSchemaCase } from './syntactic/engines-agree';

/** Test files live (unsaved) under the core package, so `zod` resolves from its node_modules. */
const CASES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '__schema_cases__');

const project = new Project({
  compilerOptions: {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts'],
  },
  skipAddingFilesFromTsConfig: true,
});

let caseNumber = 0;

/** What building one tool's schema produced. */
export interface SchemaResult {
  schema: WebMcpSchema | undefined;
  diagnostics: Diagnostic[];
  /** Contributing files, relative to the case folder (package files keep their `node_modules/…` tail). */
  files: string[];
  /** The case folder, for tests that build paths. */
  folder: string;
}

/** Options of `schemaOf`. */
export interface SchemaCaseOptions {
  /** Other files of the case, by path relative to its folder. */
  files?: Record<string, string>;
  /** The tool to build: a function, `const`, or `Class.method` named so in `tool.ts`. @default 'tool' */
  tool?: string;
  /** Derive the output schema too. @default false */
  outputSchema?: boolean;
}

/**
 * Builds the schema of the tool named `tool` in the source text `source` (saved as
 * `tool.ts` in a fresh case folder) with the real checker, the way the tracer calls the engine.
 * Every emitted schema is checked against the subset and compiled by a strict Ajv.
 */
export function schemaOf(source: string, options: SchemaCaseOptions = {}): SchemaResult {
  const folder = path.join(CASES_DIR, `case-${++caseNumber}`);
  for (const [name, text] of Object.entries(options.files ?? {}))
    project.createSourceFile(path.join(folder, name), text);
  const sourceFile = project.createSourceFile(path.join(folder, 'tool.ts'), source);
  const { fn, docNode } = findTool(sourceFile.compilerNode, options.tool ?? 'tool');
  const context: SchemaContext = {
    checker: project.getTypeChecker().compilerObject,
    toolName: (options.tool ?? 'tool').split('.').pop()!,
    diagnostics: [],
    files: new Set(),
    outputSchema: options.outputSchema,
  };
  const schema = buildToolSchema(fn, docNode, context);
  if (schema) assertValidSubsetSchema(schema.inputSchema);
  if (schema?.outputSchema) assertValidSubsetSchema(schema.outputSchema);
  const files = [...context.files].sort().map((file) => relativeToCase(folder, file));
  // The differential harness: the case as a one-tool project, through both engines.
  assertEnginesAgreeOnSchemaCase(options.files ?? {}, source, options.tool ?? 'tool');
  return { schema, diagnostics: context.diagnostics, files, folder };
}

/** The diagnostics as compact `code line:column` strings, in report order. */
export function codesOf(result: SchemaResult): string[] {
  return result.diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.line}:${diagnostic.column}`);
}

/** The identifier (or first word) a diagnostic points at, to check locations without counting columns. */
export function wordAt(diagnostic: Diagnostic): string {
  const sourceFile = project.getSourceFileOrThrow(diagnostic.file).compilerNode;
  const offset = sourceFile.getPositionOfLineAndCharacter(diagnostic.line - 1, diagnostic.column - 1);
  return /^[\w$]+|^\S+/.exec(sourceFile.text.slice(offset))![0];
}

function relativeToCase(folder: string, file: string): string {
  const packageIndex = file.lastIndexOf('/node_modules/');
  return packageIndex >= 0 ? file.slice(packageIndex + 1) : path.relative(folder, file);
}

function findTool(
  sourceFile: ts.SourceFile,
  name: string,
): { fn: ts.SignatureDeclaration; docNode: ts.Node } {
  const [className, memberName] = name.includes('.') ? name.split('.') : [undefined, name];
  for (const statement of sourceFile.statements) {
    if (className) {
      if (ts.isClassDeclaration(statement) && statement.name?.text === className) {
        for (const member of statement.members) {
          if (member.name && ts.isIdentifier(member.name) && member.name.text === memberName) {
            if (ts.isMethodDeclaration(member)) return { fn: member, docNode: member };
            if (ts.isPropertyDeclaration(member) && member.initializer) {
              return { fn: functionIn(member.initializer), docNode: member };
            }
          }
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { fn: statement, docNode: statement };
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
          return { fn: functionIn(declaration.initializer), docNode: statement };
        }
      }
    }
  }
  throw new Error(`No tool '${name}' in the test source`);
}

/** The function of `async () => …`, `function () {…}` or `useCallback(fn, deps)`. */
function functionIn(expression: ts.Expression): ts.SignatureDeclaration {
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression;
  if (ts.isCallExpression(expression) && expression.arguments[0]) return functionIn(expression.arguments[0]);
  throw new Error('The tool is not a function');
}

const SUBSET_KEYWORDS = new Set([
  'type',
  'description',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'anyOf',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
]);

// Strict Ajv catches unknown keywords, keywords on the wrong type and `required` naming absent
// properties. `strictTuples` is off: it flags exactly the tuples with optional or rest elements,
// whose `minItems` below the `prefixItems` length is the point.
const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true });

/** Throws unless `schema` stays inside the WebMCP subset and compiles under a strict Ajv. */
export function assertValidSubsetSchema(schema: JsonSchema): void {
  const visit = (node: JsonSchema, at: string): void => {
    for (const key of Object.keys(node)) {
      if (!SUBSET_KEYWORDS.has(key)) throw new Error(`${at}: keyword '${key}' is outside the WebMCP subset`);
    }
    if ('additionalProperties' in node && node.additionalProperties !== false) {
      throw new Error(`${at}: additionalProperties must be false or absent`);
    }
    for (const [name, child] of Object.entries(node.properties ?? {}))
      visit(child, `${at}.properties.${name}`);
    if (node.items) visit(node.items, `${at}.items`);
    for (const [index, child] of (node.prefixItems ?? []).entries())
      visit(child, `${at}.prefixItems[${index}]`);
    for (const [index, child] of (node.anyOf ?? []).entries()) visit(child, `${at}.anyOf[${index}]`);
  };
  visit(schema, '#');
  ajv.compile(schema);
}

/** Whether `input` is valid against `schema` (Ajv), with Ajv's errors when it is not. */
export function validate(schema: JsonSchema, input: unknown): { valid: boolean; errors: string } {
  const check = ajv.compile(schema);
  const valid = check(input) as boolean;
  return { valid, errors: ajv.errorsText(check.errors) };
}
