// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { registerGlobalTools, webmcpRegistry } from '../src/core';
import { installPolyfill, removePolyfill } from './support/polyfill';
import { described, keywordSchema, settle } from './support/tools';

const releases: Array<() => void> = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
  removePolyfill();
});

describe('@debugging (annotations.debugging)', () => {
  it('is passed to the host: true for a debugging tool, false for the others (as webmcp-tools.json says)', async () => {
    const context = installPolyfill();
    const dumpState = described(() => ({}), 'Dump the app state', keywordSchema, { debugging: true });
    const search = described(() => [], 'Search the catalogue', keywordSchema, { readOnly: true });
    releases.push(registerGlobalTools({ dumpState, search }));
    await settle();
    const annotations = Object.fromEntries(
      webmcpRegistry.listTools().map((tool) => [tool.name, tool.annotations]),
    );
    expect(annotations.dumpState).toEqual({
      readOnlyHint: false,
      untrustedContentHint: false,
      consequentialHint: false,
      debugging: true,
    });
    expect(annotations.search).toEqual({
      readOnlyHint: true,
      untrustedContentHint: false,
      consequentialHint: false,
      debugging: false,
    });
    // What the real polyfill keeps of it (it drops the annotations it does not know).
    const registered = await context.getTools();
    expect(registered.map((tool) => tool.name).sort()).toEqual(['dumpState', 'search']);
  });
});
