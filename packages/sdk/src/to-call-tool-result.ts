import { findNonJsonValue } from './find-non-json-value';
import type { CallToolResult } from './types';

/** An MCP error result carrying `message` (what agents read when a call fails). */
export function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

// MCP content block types and the field each must carry: only a `content` array made of these
// is a CallToolResult already (a blog post `{ title, content: [...] }` is data).
const CONTENT_FIELDS: Record<string, string> = {
  text: 'text',
  image: 'data',
  audio: 'data',
  resource_link: 'uri',
  resource: 'resource',
};

/** Turns what a tool function returned into an MCP `CallToolResult` (SPEC 4, result shape). */
export function toCallToolResult(toolName: string, value: unknown): CallToolResult {
  const record = value as { resultType?: unknown; content?: unknown } | null;
  if (record?.resultType === 'input_required') {
    return errorResult(
      `Tool "${toolName}" returned resultType input_required: multi-round flows cannot pass WebMCP hosts (M4); split it into single-round tools`,
    );
  }
  const problem = findNonJsonValue(value, 'result');
  if (problem) return errorResult(`Tool "${toolName}" returned non-JSON: ${problem}`);
  const content = record?.content;
  if (
    Array.isArray(content) &&
    content.length &&
    content.every((block) => block?.[CONTENT_FIELDS[block.type] ?? ''] !== undefined)
  ) {
    return value as CallToolResult;
  }
  const result: CallToolResult = {
    content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value ?? null) }],
  };
  // Only plain objects: MCP's structuredContent is a JSON object, never an array or a primitive.
  if (value && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    result.structuredContent = value as Record<string, unknown>;
  }
  return result;
}
