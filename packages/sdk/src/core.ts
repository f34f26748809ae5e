// The React-free entry (`webmcp-nexus-sdk/core`): must never import `react`.
export { registerGlobalTools } from './register-global-tools';
export type {
  CallToolOutcome,
  CallToolResult,
  JsonSchema,
  JsonSchemaType,
  RegisteredToolInfo,
  ToolAnnotations,
  ToolCallOptions,
  ToolMap,
  ToolResultContent,
  WebMcpRegistry,
  WebMcpSchema,
  WebMcpSnapshot,
  WebMcpState,
} from './types';
export { webmcpRegistry } from './webmcp-registry';
