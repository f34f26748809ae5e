/** The WebMCP subset of JSON Schema that the build plugin emits (no `$ref`, `$defs` or `format`). */
export interface JsonSchema {
  type?: JsonSchemaType | JsonSchemaType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: boolean | JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  [keyword: string]: unknown;
}

export type JsonSchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** What the build plugin attaches to a tool function as `fn.__webmcpSchema` (SPEC 3.2). */
export interface WebMcpSchema {
  description: string;
  inputSchema: JsonSchema;
  /**
   * The result's schema, when the build derived one (the plugin's `outputSchema: true`): sent to
   * the host, and in development each result is checked against it (a warning, never an error).
   */
  outputSchema?: JsonSchema;
  title?: string;
  readOnly?: boolean;
  untrustedContent?: boolean;
  consequential?: boolean;
  /** `@debugging`: a tool for developer tooling, which end-user agents filter out. */
  debugging?: boolean;
}

/** The second argument every tool function receives. */
export interface ToolCallOptions {
  /** Aborted when the host cancels the call or the tool is unregistered. */
  signal: AbortSignal;
}

/**
 * One argument of `registerGlobalTools` / `useWebMcpTools`: an object whose function values are
 * tools (keys are tool names), e.g. `{ search }` or a namespace import `import * as api`.
 * Non-functions and `default` are skipped; `null`, `undefined` and `false` are ignored.
 */
export type ToolMap = object | null | undefined | false;

/** The hints sent to the host as `annotations`. */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  untrustedContentHint: boolean;
  consequentialHint: boolean;
  /** A `@debugging` tool: hosts and agents may hide it from end users (chrome-devtools-mcp lists it apart). */
  debugging: boolean;
}

/** One piece of content in an MCP `CallToolResult`. */
export type ToolResultContent = { type: 'text'; text: string } | { type: string; [field: string]: unknown };

/** What a tool call returns to the agent: MCP's `CallToolResult`. */
export interface CallToolResult {
  content: ToolResultContent[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  [field: string]: unknown;
}

/**
 * A tool as the page registers it (the core's `RegisteredTool`, what `webmcp-tools.json` lists):
 * what the host receives, the registry lists and the live-tools bridge offers.
 */
export interface RegisteredTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  /** The result's schema, when the build derived one (the spec's open `outputSchema` proposal; hosts that do not know it ignore it). */
  outputSchema?: JsonSchema;
  annotations: ToolAnnotations;
}

/** A tool as the registry currently exposes it (the winner for its name). */
export interface RegisteredToolInfo extends RegisteredTool {
  /**
   * Which call registered it, e.g. `registerGlobalTools#1`, `useWebMcpTools#3`, and for a class
   * component its `displayName` or else the tools it owns: `withWebMcpTools(OrderPanel)#4`,
   * `withWebMcpTools(addOrder, searchOrders)#5` (never the class name, which minifiers shorten).
   */
  owner: string;
}

/**
 * `idle`: nothing to register yet; `no-host`: tools waiting for `document.modelContext` (or SSR);
 * `ready`: every tool handed to the host; `error`: the host refused at least one tool.
 */
export type WebMcpState = 'idle' | 'ready' | 'no-host' | 'error';

/** The outcome of `webmcpRegistry.callTool`: never throws, never rejects. */
export type CallToolOutcome =
  | { ok: true; result: CallToolResult; error?: undefined }
  | { ok: false; result?: CallToolResult; error: string };

/** An immutable picture of the registry; a new object after every change. */
export interface WebMcpSnapshot {
  state: WebMcpState;
  tools: readonly RegisteredToolInfo[];
  /** Tools the host refused, by name, with the host's reason. */
  failures: Readonly<Record<string, string>>;
}

/** The in-page testing face (seed 000's contract): works with no host at all. */
export interface WebMcpRegistry {
  /** The tools that currently hold their names. */
  listTools(): RegisteredToolInfo[];
  /** Runs a tool exactly as a host would (validation, signal, result shaping). */
  callTool(name: string, args?: unknown): Promise<CallToolOutcome>;
  getState(): WebMcpState;
  getSnapshot(): WebMcpSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
