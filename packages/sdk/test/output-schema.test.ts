// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerGlobalTools, webmcpRegistry } from '../src/core';
import type { JsonSchema } from '../src/types';
import { executeByName, installPolyfill, removePolyfill } from './support/polyfill';
import { described, keywordSchema, settle } from './support/tools';

// A tool whose build derived an `outputSchema` (the plugin's `outputSchema: true`): the host gets
// it in the registerTool descriptor, and in development a result that does not match it is
// warned about, naming the path, while the result itself goes to the agent unchanged.

const releases: Array<() => void> = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
  removePolyfill();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const productSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    price: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'price'],
};

/** A `getProduct` tool that returns whatever the test puts in `returned.value`. */
function productTool(name: string) {
  const returned: { value: unknown } = { value: undefined };
  const tool = described(() => returned.value, 'Get a product', keywordSchema, {
    outputSchema: productSchema,
  });
  return { tool: { [name]: tool }, returned };
}

const warningsAbout = (warn: { mock: { calls: unknown[][] } }, name: string) =>
  warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes(`] ${name} returned`));

describe('outputSchema', () => {
  it('is passed in the registerTool descriptor, which the polyfill accepts; tools without one send none', async () => {
    const context = installPolyfill();
    const registerTool = vi.spyOn(context, 'registerTool');
    const { tool } = productTool('getProduct');
    const plain = described(() => 'ok', 'No output schema', keywordSchema);
    releases.push(registerGlobalTools(tool, { plain }));
    await settle();
    const descriptors = Object.fromEntries(
      registerTool.mock.calls.map(([descriptor]) => [(descriptor as { name: string }).name, descriptor]),
    );
    expect(descriptors.getProduct).toHaveProperty('outputSchema', productSchema);
    expect((descriptors.plain as { outputSchema?: unknown }).outputSchema).toBeUndefined();
    // The polyfill 5.1.0 accepts the member and does not list it back (its getTools() has no outputSchema).
    expect((await context.getTools()).map((listed) => listed.name)).toEqual(['getProduct', 'plain']);
    expect(webmcpRegistry.getState()).toBe('ready');
    expect(webmcpRegistry.listTools().find((listed) => listed.name === 'getProduct')).toHaveProperty(
      'outputSchema',
      productSchema,
    );
  });

  it('in development, warns once per tool and path when a result does not match, and passes the result on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = installPolyfill();
    const { tool, returned } = productTool('getProductDev');
    releases.push(registerGlobalTools(tool));
    await settle();

    returned.value = { id: 'p1', price: 12.5, tags: ['new'], extra: true };
    expect(await executeByName(context, 'getProductDev', { keyword: 'a' })).toMatchObject({
      structuredContent: returned.value,
    });
    expect(warningsAbout(warn, 'getProductDev')).toEqual([]);

    returned.value = { id: 'p1', price: '12.50' };
    const result = await executeByName(context, 'getProductDev', { keyword: 'a' });
    expect(result).toEqual({
      content: [{ type: 'text', text: '{"id":"p1","price":"12.50"}' }],
      structuredContent: { id: 'p1', price: '12.50' },
    });
    expect(warningsAbout(warn, 'getProductDev')).toEqual([
      '[webmcp-nexus] getProductDev returned a result that does not match its outputSchema at $.price: expected number, got string (the result is passed on unchanged; fix the function or its return type)',
    ]);

    // The same path again is not repeated; another path is its own warning.
    returned.value = { id: 'p1', price: null, tags: ['a', 2] };
    await executeByName(context, 'getProductDev', { keyword: 'a' });
    returned.value = 'sold out';
    await executeByName(context, 'getProductDev', { keyword: 'a' });
    expect(warningsAbout(warn, 'getProductDev').map((text) => text.split(' outputSchema ')[1])).toEqual([
      'at $.price: expected number, got string (the result is passed on unchanged; fix the function or its return type)',
      'at $.tags[1]: expected string, got number (the result is passed on unchanged; fix the function or its return type)',
      'at $: expected object, got string (the result is passed on unchanged; fix the function or its return type)',
    ]);
  });

  it('checks nothing in production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    const context = installPolyfill();
    const { tool, returned } = productTool('getProductProd');
    releases.push(registerGlobalTools(tool));
    await settle();
    returned.value = { id: 1 };
    expect(await executeByName(context, 'getProductProd', { keyword: 'a' })).toMatchObject({
      structuredContent: { id: 1 },
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
