import type { ts } from 'ts-morph';
import { sortedFiles } from '../diagnostics/order';
import { addImportedFiles } from '../project/imported-files';
import type { SchemaContext } from '../schema/context';
import { buildToolSchema } from '../schema/index';
import type { SdkCall } from '../trace/sdk-calls';
import type { ToolEntry, TraceContext } from '../trace/trace-context';
import type { ExtractedTool } from '../types';
import { locationOf } from './location';
import type { BuiltSchema, SchemaCache } from './schema-cache';

/** What an extractor's options change in every schema it builds (fixed for its lifetime). */
export interface ToolSchemaOptions {
  /** Derive `outputSchema` from each tool's return type too (`ExtractorOptions.outputSchema`). */
  outputSchema: boolean;
}

/** Turns the traced entries of one call into tools, building (or reusing) each schema. */
export function buildExtractedTools(
  sdkCall: SdkCall,
  entries: readonly ToolEntry[],
  context: TraceContext,
  schemas: SchemaCache,
  schemaOptions: ToolSchemaOptions,
  program: ts.Program,
): ExtractedTool[] {
  const tools: ExtractedTool[] = [];
  for (const entry of entries) {
    const built = schemaOf(entry, program, context.checker, schemas, schemaOptions);
    context.diagnostics.push(...built.diagnostics);
    for (const file of built.files) context.visitedFiles.add(file);
    if (!built.schema) continue;
    tools.push({
      name: entry.name,
      kind: sdkCall.kind,
      callSite: locationOf(sdkCall.call),
      definition: locationOf(entry.definition.nameNode),
      schema: built.schema,
      delivery: entry.delivery,
      dependencies: sortedFiles([...entry.definition.files, ...built.files]),
    });
  }
  return tools;
}

function schemaOf(
  entry: ToolEntry,
  program: ts.Program,
  checker: ts.TypeChecker,
  schemas: SchemaCache,
  { outputSchema }: ToolSchemaOptions,
): BuiltSchema {
  const { fn, docNode } = entry.definition;
  const definitionFile = fn.getSourceFile().fileName;
  // Positions identify nodes only while their file is unchanged; an edit invalidates the entry.
  const key = [definitionFile, fn.pos, docNode.pos, entry.name].join('\0');
  const cached = schemas.get(key);
  if (cached) return cached;
  const schemaContext: SchemaContext = {
    checker,
    toolName: entry.name,
    diagnostics: [],
    files: new Set(),
    outputSchema,
  };
  const schema = buildToolSchema(fn, docNode, schemaContext);
  const files = new Set([definitionFile, docNode.getSourceFile().fileName, ...schemaContext.files]);
  // The files the checker may have read to evaluate those types, which the schema never names.
  addImportedFiles(program, files);
  const built = { schema, diagnostics: schemaContext.diagnostics, files: sortedFiles(files) };
  schemas.set(key, built);
  return built;
}
