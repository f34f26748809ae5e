import type { ToolClaim } from './tool-entry';
import type { RegisteredToolInfo } from './types';

/**
 * How a claimed tool is presented, to the host (`registerTool`) and to `listTools` alike: the
 * core's `toRegisteredTool` (what `webmcp-tools.json` lists), plus the owner; the contract test
 * (test/registered-tool-contract.test.ts) holds the two to one description.
 */
export function toToolInfo({ name, schema, owner }: ToolClaim): RegisteredToolInfo {
  return {
    name,
    title: schema.title ?? name,
    description: schema.description || name, // hosts reject an empty description
    inputSchema: schema.inputSchema,
    // Undefined when the build derived none: hosts read a missing member (WebIDL, the polyfill).
    outputSchema: schema.outputSchema,
    annotations: {
      readOnlyHint: !!schema.readOnly,
      untrustedContentHint: !!schema.untrustedContent,
      consequentialHint: !!schema.consequential,
      debugging: !!schema.debugging,
    },
    owner,
  };
}
