import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObjectSchema } from '@webmcp-nexus/core';
import type { WebMcpTool } from '../mcp/to-mcp-tool';

// What a page's bridge worker may send (webmcp-nexus-sdk/live-tools, live-tools-messages.ts):
// checked here field by field, since a page runs whatever SDK copy it bundled.

/** A message from a page, once checked. */
export type PageMessage =
  | { type: 'hello'; nonce: string; proof: unknown; page: { url: string; title: string } }
  | { type: 'tools'; tools: WebMcpTool[]; refused: string[] }
  | { type: 'active' }
  | { type: 'result'; id: number; result: CallToolResult };

/** The message in a WebSocket frame, or undefined when it is not one a page may send. */
export function parsePageMessage(text: string): PageMessage | undefined {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(message)) return undefined;
  switch (message.type) {
    case 'hello': {
      if (
        message.protocol !== 1 ||
        typeof message.nonce !== 'string' ||
        !/^[0-9a-f]{32}$/.test(message.nonce)
      )
        return undefined;
      const page = isRecord(message.page) ? message.page : {};
      return {
        type: 'hello',
        nonce: message.nonce,
        proof: message.proof,
        page: { url: stringOr(page.url, '(unknown page)'), title: stringOr(page.title, '') },
      };
    }
    case 'tools': {
      if (!Array.isArray(message.tools)) return undefined;
      const tools: WebMcpTool[] = [];
      const refused: string[] = [];
      for (const tool of message.tools) {
        const checked = toWebMcpTool(tool);
        if (checked) tools.push(checked);
        else refused.push(isRecord(tool) ? String(tool.name) : String(tool));
      }
      return { type: 'tools', tools, refused };
    }
    case 'active':
      return { type: 'active' };
    case 'result':
      if (
        !Number.isInteger(message.id) ||
        !isRecord(message.result) ||
        !Array.isArray(message.result.content)
      )
        return undefined;
      return { type: 'result', id: message.id as number, result: message.result as CallToolResult };
    default:
      return undefined;
  }
}

/** A tool as the SDK lists it, or undefined when it is not one (no name, no object input schema). */
function toWebMcpTool(tool: unknown): WebMcpTool | undefined {
  if (!isRecord(tool) || typeof tool.name !== 'string' || !tool.name || tool.name.length > 128)
    return undefined;
  const { inputSchema, outputSchema } = tool;
  if (!isRecord(inputSchema) || inputSchema.type !== 'object') return undefined;
  const annotations = isRecord(tool.annotations) ? tool.annotations : {};
  return {
    name: tool.name,
    title: stringOr(tool.title, tool.name),
    description: stringOr(tool.description, tool.name),
    inputSchema: inputSchema as unknown as JsonObjectSchema,
    ...(isRecord(outputSchema) ? { outputSchema: outputSchema as unknown as JsonObjectSchema } : {}),
    annotations: {
      readOnlyHint: annotations.readOnlyHint === true,
      untrustedContentHint: annotations.untrustedContentHint === true,
      consequentialHint: annotations.consequentialHint === true,
      debugging: annotations.debugging === true,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
