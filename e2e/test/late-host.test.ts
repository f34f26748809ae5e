// SPEC 4: "A host that appears later (polyfill initialised after registration) still receives the
// tools." The page registers with no host at all and starts the polyfill only when told to.
import { describe, expect, it } from 'vitest';
import { buildE2ePage } from '../src/build.mjs';
import { callTool, listTools, waitForTools } from '../src/model-context.mjs';
import { useBrowserSuite } from './support/browser-suite.js';
import { makeSuiteTempDir } from './support/temp-dir.js';

const suite = useBrowserSuite({
  prepareSite: async () => {
    const dir = await makeSuiteTempDir('late-host');
    await buildE2ePage('late-host', dir);
    return dir;
  },
});

describe('a host initialised after registration (Vite + plugin + SDK)', () => {
  it('receives the tools registered before it existed, and they work', async () => {
    const { page } = await suite.openPage();
    await expect.poll(() => page.locator('#status').textContent()).toBe('registered without host');
    expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);

    await page.evaluate(() => (window as any).startHost());
    await waitForTools(page, ['greet']);
    expect(await listTools(page)).toEqual([
      {
        name: 'greet',
        title: 'Greet',
        description: 'Greets someone by name',
        inputSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'Who to greet' },
            tone: { type: 'string', description: 'How warmly', enum: ['plain', 'warm'], default: 'plain' },
          },
          required: ['name'],
          additionalProperties: false,
        },
        origin: new URL(suite.url()).origin,
        annotations: { readOnlyHint: true, untrustedContentHint: false },
      },
    ]);
    expect(await callTool(page, 'greet', { name: 'Ada', tone: 'warm' })).toEqual({
      content: [{ type: 'text', text: 'Hello, dear Ada!' }],
    });
  });
});
