// The polyfill is initialised as an app shipping it would; on a Chromium whose native WebMCP is
// on it stands aside, and the same page runs on the browser's own host.
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { createElement, StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogHost } from './checkout-dialog';

initializeWebMCPPolyfill();
createRoot(document.getElementById('root')!).render(
  createElement(StrictMode, null, createElement(DialogHost)),
);
Object.assign(window, { reactVersion: version });
