// Registers ./products.ts on the polyfill host, keeping a copy of each descriptor the host receives:
// @mcp-b/webmcp-polyfill 5.1.0 accepts `outputSchema` but its getTools() does not list it back.
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as products from './products';

initializeWebMCPPolyfill();
const host = (
  document as unknown as { modelContext: { registerTool(tool: object, options?: object): unknown } }
).modelContext;
const received: Record<string, object> = {};
(window as unknown as { __receivedDescriptors: typeof received }).__receivedDescriptors = received;
const registerTool = host.registerTool.bind(host);
host.registerTool = (tool, options) => {
  received[(tool as { name: string }).name] = JSON.parse(JSON.stringify(tool));
  return registerTool(tool, options);
};
registerGlobalTools(products);
