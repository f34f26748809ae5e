// Registers the tools of ./orders.ts. Normally the host (the polyfill) starts first, as in an
// app; with `?late-host` it starts only when the test calls `startHost()`, after registration, to
// prove SPEC 4's "a host that appears later still receives the tools".
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as orders from './orders';

const hostStatus = document.getElementById('host-status')!;
const startHost = () => {
  initializeWebMCPPolyfill();
  hostStatus.textContent = 'started';
};

const lateHost = new URLSearchParams(location.search).has('late-host');
if (!lateHost) startHost();
const unregisterOrders = registerGlobalTools(orders);
if (lateHost) hostStatus.textContent = 'waiting for startHost()';

Object.assign(window, { startHost, unregisterOrders });
