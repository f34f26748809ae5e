import type { ToolCallOptions, WebMcpSchema } from './types';

/** Calls the tool's current function (hooks and classes resolve the latest closure here). */
export type ToolInvoker = (input: unknown, options: ToolCallOptions) => unknown;

/** One tool an owner hands to the registry. */
export interface ToolEntry {
  name: string;
  schema: WebMcpSchema;
  /** `JSON.stringify(schema)`: equal keys mean the same tool (another instance, a repeated call). */
  schemaKey: string;
  invoke: ToolInvoker;
}

/** A `ToolEntry` as held by one owner; `lifetime` aborts when that owner lets go. */
export interface ToolClaim extends ToolEntry {
  owner: string;
  lifetime: AbortController;
}
