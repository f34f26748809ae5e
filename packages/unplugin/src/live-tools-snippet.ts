import { liveToolsEndpoint } from '@webmcp-nexus/core';
import { serializeSchema } from './serialize-schema';

/** The dev-only entry of the SDK that offers the page's tools to `webmcp-nexus mcp`. */
const LIVE_TOOLS_ENTRY = 'webmcp-nexus-sdk/live-tools';

/**
 * What a development build adds to a call-site module, beside the inspector, so that the page
 * offers its tools to `webmcp-nexus mcp` (SPEC 4.1): the SDK's live-tools entry, started with the
 * project's endpoint (port and secret, read from or created in its cache folder, so the CLI may
 * start before or after). Empty when the project has no cache folder.
 */
export function liveToolsSnippet(root: string): { imports: string; call: string } {
  const endpoint = liveToolsEndpoint(root);
  if (!endpoint) return { imports: '', call: '' };
  return {
    imports: `import { startLiveTools as __webmcpLiveTools } from ${JSON.stringify(LIVE_TOOLS_ENTRY)};\n`,
    call: `__webmcpLiveTools(${serializeSchema({ port: endpoint.port, secret: endpoint.secret })});\n`,
  };
}
