// The polyfill is initialised as an app shipping it would; on a Chromium whose native WebMCP is
// on it stands aside, and the tools are registered on the browser's own host.
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as notes from './notes';

initializeWebMCPPolyfill();
registerGlobalTools(notes);
