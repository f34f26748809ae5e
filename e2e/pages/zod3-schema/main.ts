// Registers the zod 3-typed tools of ./discussions.ts on the polyfill host.
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as discussions from './discussions';

initializeWebMCPPolyfill();
registerGlobalTools(discussions);
