import type { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { WebMcpSchema } from '../types';
import type { SchemaContext } from './context';
import { recordDeclarationFiles } from './conversion-engine/files';
import { findInputRequiredReturns } from './input-required';
import { buildInputSchema } from './input-schema';
import { buildOutputSchema } from './output-schema';
import { findStateWrite } from './readonly-writes';
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
    ctx.diagnostics.push(
      diagnosticAt(node, {
        code: DiagnosticCode.InputRequired,
        severity: 'error',
        message: `Tool '${ctx.toolName}' returns { resultType: 'input_required' }, which MCP bridges turn into an error`,
        hint: 'Split the multi-round flow into several single-round tools, each returning its result directly',
        toolName: ctx.toolName,
      }),
    );
  }
  if (doc.readOnly) {
    const write = findStateWrite(fn, ctx.checker);
    if (write) {
      ctx.diagnostics.push(
        diagnosticAt(write, {
          code: DiagnosticCode.ReadonlyWrites,
          severity: 'warning',
          message: `Tool '${ctx.toolName}' is marked @readonly but writes: ${firstLine(write.getText())}`,
          hint: 'Remove @readonly (agents skip confirmation for read-only tools), or move the write out of this tool',
          toolName: ctx.toolName,
        }),
      );
    }
  }
  if (!doc.description) {
    ctx.diagnostics.push(
      diagnosticAt(toolNameNode(fn, docNode), {
        code: DiagnosticCode.MissingDescription,
        severity: 'warning',
        message: `Tool '${ctx.toolName}' has no /** */ description; its name is used instead`,
        hint: `Add a one-line /** what ${ctx.toolName} does */ block above the function`,
        toolName: ctx.toolName,
      }),
    );
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

function firstLine(text: string): string {
  const line = text.split('\n')[0].trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
