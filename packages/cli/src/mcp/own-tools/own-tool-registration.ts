// Never run, never bundled: the CLI's build hands this file to the core's extractor, which finds
// this call exactly as it finds an app's, and derives each tool's description, title, hints and
// input and output JSON Schemas from the handlers' JSDoc and types (`mcp-tool-schemas.plugin.ts`).
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import { OWN_TOOLS } from './own-tools';

registerGlobalTools(OWN_TOOLS);
