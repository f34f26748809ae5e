import type { ts } from 'ts-morph';
import { diagnosticAt, diagnosticAtPosition } from '../diagnostics/create';
import type { WebMcpSchema } from '../types';
import type { SchemaContext } from './context';
import { recordDeclarationFiles } from './conversion-engine/files';
import { findInputRequiredReturns } from './input-required';
import { buildInputSchema } from './input-schema';
import { buildOutputSchema } from './output-schema';
import { findStateWrite } from './readonly-writes';
import { inputRequiredText, missingDescriptionText, readonlyWritesText } from './schema-texts';
import { readToolDoc, toolNameNode } from './tool-doc';

/**
 * Derives a tool's `__webmcpSchema` (SPEC 3.2/3.3) from its function `fn` and the node whose
 * JSDoc documents it. Diagnostics go to `ctx.diagnostics`, contributing files to `ctx.files`.
 * Returns undefined when an error means the tool must be skipped (M2, M4).
 */
export function buildToolSchema(
  fn: ts.SignatureDeclaration,
  docNode: ts.Node,
  ctx: SchemaContext,
): WebMcpSchema | undefined {
  recordDeclarationFiles([fn, docNode], ctx.files);
  const doc = readToolDoc(fn, docNode);
  const inputSchema = buildInputSchema(fn, ctx);

  const inputRequired = findInputRequiredReturns(fn, ctx.checker);
  for (const node of inputRequired) {
    ctx.diagnostics.push(diagnosticAt(node, inputRequiredText(ctx.toolName)));
  }
  if (doc.readOnly) {
    const write = findStateWrite(fn);
    if (write) {
      ctx.diagnostics.push(
        diagnosticAtPosition(fn.getSourceFile(), write.start, readonlyWritesText(ctx.toolName, write.text)),
      );
    }
  }
  if (!doc.description) {
    ctx.diagnostics.push(diagnosticAt(toolNameNode(fn, docNode), missingDescriptionText(ctx.toolName)));
  }
  if (!inputSchema || inputRequired.length > 0) return undefined;

  const schema: WebMcpSchema = { description: doc.description || ctx.toolName, inputSchema };
  if (ctx.outputSchema) {
    const outputSchema = buildOutputSchema(fn, ctx);
    if (outputSchema) schema.outputSchema = outputSchema;
  }
  if (doc.title !== undefined) schema.title = doc.title;
  if (doc.readOnly) schema.readOnly = true;
  if (doc.untrustedContent) schema.untrustedContent = true;
  if (doc.consequential) schema.consequential = true;
  if (doc.debugging) schema.debugging = true;
  return schema;
}
