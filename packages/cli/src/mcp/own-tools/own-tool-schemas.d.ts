// Served by `mcp-tool-schemas.plugin.ts` (the CLI's build and its tests): the schemas the core's
// extractor derives from the handlers in own-tools.ts, by tool name.
declare module 'webmcp-nexus:own-tool-schemas' {
  import type { WebMcpSchema } from '@webmcp-nexus/core';

  const schemas: Record<string, WebMcpSchema>;
  export default schemas;
}
