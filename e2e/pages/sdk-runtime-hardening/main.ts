// The hardening page: each query scenario sets up one case of issue 17; `window.page` exposes
// what the tests drive. Built in development mode, so the SDK's development warnings are on.
import { cleanupWebMCPPolyfill, initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGlobalTools, useWebMcpTools, webmcpRegistry, withWebMcpTools } from 'webmcp-nexus-sdk';
import * as cartSync from './cart-sync';
import * as cartSyncV2 from './cart-sync-v2';
import * as catalogA from './catalog-a';
import * as catalogB from './catalog-b';
import { DialogHost } from './components';
import {
  enumReads,
  makeBrokenToolsPanel,
  makeTypoPanel,
  manyTags,
  registerBrokenSchemaTools,
  registerOddSchemaTools,
} from './hand-written';
import * as inputs from './inputs';
import * as results from './results';

const scenario = new URLSearchParams(location.search);
/** What the page caught from the SDK (anything here is a bug the tests name). */
const thrown: string[] = [];
const attempt = (what: string, action: () => void) => {
  try {
    action();
  } catch (error) {
    thrown.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

if (scenario.has('throwing-host')) {
  // A permissions policy that forbids WebMCP: reading `document.modelContext` throws.
  Object.defineProperty(document, 'modelContext', {
    configurable: true,
    get() {
      throw new DOMException('modelContext is not allowed in this document', 'NotAllowedError');
    },
  });
} else {
  initializeWebMCPPolyfill();
}

if (scenario.has('throwing-subscriber')) {
  webmcpRegistry.subscribe(() => {
    throw new Error('subscriber bug');
  });
}

attempt('registerGlobalTools(inputs, results)', () => registerGlobalTools(inputs, results));
attempt('registerOddSchemaTools', () => registerOddSchemaTools(registerGlobalTools));
if (scenario.has('broken-schemas'))
  attempt('registerBrokenSchemaTools', () => registerBrokenSchemaTools(registerGlobalTools));
attempt('registerGlobalTools(catalogA)', () => registerGlobalTools(catalogA));
attempt('registerGlobalTools(catalogB)', () => registerGlobalTools(catalogB));
attempt('registerGlobalTools(cartSync)', () => registerGlobalTools(cartSync));

const BrokenToolsPanel = makeBrokenToolsPanel(useWebMcpTools);
const TypoPanel = makeTypoPanel(withWebMcpTools as never) as typeof DialogHost;
createRoot(document.getElementById('root')!).render(
  createElement(
    'div',
    null,
    createElement(DialogHost),
    createElement(TypoPanel),
    scenario.has('broken-schemas') && createElement(BrokenToolsPanel),
  ),
);

Object.assign(window, {
  page: {
    thrown,
    enumReads,
    manyTags,
    /** A newer owner takes `syncCart` with another schema. */
    overrideCartSync: () => registerGlobalTools(cartSyncV2),
    /** The polyfill cleaned up and initialised again: a new host object. */
    replaceHost: () => {
      cleanupWebMCPPolyfill();
      initializeWebMCPPolyfill();
    },
    state: () => webmcpRegistry.getState(),
  },
});
