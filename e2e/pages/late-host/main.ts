// Registers tools while there is no WebMCP host at all, and starts the host (the polyfill) only
// when the test says so: the SDK must hand the tools over when the host appears (SPEC 4).
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as greetings from './greetings';

registerGlobalTools(greetings);

const status = document.getElementById('status')!;
status.textContent = 'registered without host';
Object.assign(window, {
  startHost: () => {
    initializeWebMCPPolyfill();
    status.textContent = 'host started';
  },
});
