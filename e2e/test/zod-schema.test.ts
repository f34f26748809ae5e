// A zod-typed tool (`data: z.infer<typeof schema>`), on zod 4 (pages/zod-schema) and zod 3
// (pages/zod3-schema, the same schema), built by Vite with the plugin and run in Chromium on the
// real polyfill: the constraints the build read from the zod code reach the host, and a call that
// breaks `.min(1)` is refused by the SDK's validation before the tool runs. One Chromium for both.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { describe, expect, it } from 'vitest';
import { buildE2ePage } from '../src/build.mjs';
import { useBrowserSuite, useSharedBrowser } from './support/browser-suite.js';

const sharedBrowser = useSharedBrowser();

// A class name each zod major's runtime has and the other's lacks (zod 3's ZodEffects, zod 4's
// $ZodObject), so each page is known to run the zod it says.
describe.each([
  { zod: 'zod 4', page: 'zod-schema', runtimeName: '$ZodObject', otherRuntimeName: 'ZodEffects' },
  { zod: 'zod 3', page: 'zod3-schema', runtimeName: 'ZodEffects', otherRuntimeName: '$ZodObject' },
])('a $zod-typed tool', ({ page: pageName, runtimeName, otherRuntimeName }) => {
  const suite = useBrowserSuite({
    label: pageName,
    prepareSite: (dir) => buildE2ePage(pageName, dir),
    sharedBrowser,
  });

  async function openWithTools() {
    const opened = await suite.openPage();
    await waitForTools(opened.page, ['createDiscussion']);
    return opened;
  }

  it('runs the zod it is written against', async () => {
    const assets = join(suite.siteDir(), 'assets');
    const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const bundle = (await Promise.all(files.map((file) => readFile(join(assets, file), 'utf8')))).join('\n');
    expect(bundle).toContain(runtimeName);
    expect(bundle).not.toContain(otherRuntimeName);
  });

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
