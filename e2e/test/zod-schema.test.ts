// A zod-typed tool (`data: z.infer<typeof schema>`), built by Vite with the plugin and run in
// Chromium on the real polyfill: the constraints the build read from the zod code reach the host,
// and a call that breaks `.min(1)` is refused by the SDK's validation before the tool runs.
import { describe, expect, it } from 'vitest';
import { buildE2ePage } from '../src/build.mjs';
import { callTool, listTools, waitForTools } from '../src/model-context.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite({
  label: 'zod-schema',
  prepareSite: (dir) => buildE2ePage('zod-schema', dir),
});

async function openWithTools() {
  const opened = await suite.openPage();
  await waitForTools(opened.page, ['createDiscussion']);
  return opened;
}

describe('a zod-typed tool', () => {
  it('registers the constraints read from its zod schema', async () => {
    const { page } = await openWithTools();
    const [tool] = await listTools(page);
    expect(tool.inputSchema).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', description: 'Discussion title', minLength: 1, maxLength: 80 },
        body: { type: 'string', description: 'Discussion body (Markdown)', minLength: 1 },
        replyLimit: {
          type: 'integer',
          description: 'How many people may reply',
          default: 10,
          exclusiveMinimum: 0,
        },
      },
      required: ['title', 'body', 'replyLimit'],
      additionalProperties: false,
    });
  });

  it('refuses a call that breaks .min(1) before the tool runs, and runs a valid one', async () => {
    const { page } = await openWithTools();
    const refused = await callTool(page, 'createDiscussion', { title: '', body: 'Hello', replyLimit: 5 });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]?.text).toContain('title: expected length >= 1, got 0');
    expect(await page.locator('#created-count').textContent()).toBe('0');

    const fractional = await callTool(page, 'createDiscussion', {
      title: 'Hi',
      body: 'Hello',
      replyLimit: 2.5,
    });
    expect(fractional.isError).toBe(true);
    expect(fractional.content[0]?.text).toContain('replyLimit: expected integer, got number');
    expect(await page.locator('#created-count').textContent()).toBe('0');

    const created = await callTool(page, 'createDiscussion', { title: 'Hi', body: 'Hello', replyLimit: 5 });
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toEqual({ id: 'discussion-1', title: 'Hi' });
    await expect.poll(() => page.locator('#created-count').textContent()).toBe('1');
  });
});
