import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { GREETER_FILES, GREETER_SCHEMAS } from '@webmcp-nexus/test-helpers/fixture-project';
import { editGreetJsDoc, editGreetParamsType } from '@webmcp-nexus/test-helpers/greeter-edits';
import { listTools } from '@webmcp-nexus/test-helpers/model-context';
import { openPage } from '@webmcp-nexus/test-helpers/page-errors';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev-server-fixture';
import { TYPESCRIPT_RULES } from './support';

/** Generous: a cold build and a page reload on a busy 2-core machine; polls end on success. */
const DEADLINE_MS = 120_000;

/** The greeter as a page: the polyfill is the WebMCP host the SDK registers with. */
const GREETER_PAGE_FILES: Record<string, string> = {
  ...GREETER_FILES,
  'src/main.ts': `import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
${GREETER_FILES['src/main.ts']}
initializeWebMCPPolyfill({ installTestingShim: true });
`,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('webpack-dev-server (hot, live reload) in a browser', () => {
  it('gives the open page the new schema after the type in a third file or the JSDoc is edited', async () => {
    const server = await startDevServer(
      'dev-server-page',
      GREETER_PAGE_FILES,
      TYPESCRIPT_RULES['esbuild-loader'],
      'page',
    );
    const { page, errors } = await openPage(browser, server.url);
    const greet = async () => (await listTools(page)).find((tool) => tool.name === 'greet');
    try {
      const first = await pollUntil(greet, (tool) => tool !== undefined, DEADLINE_MS);
      expect(first?.description).toBe(GREETER_SCHEMAS.greet.description);
      expect(first?.inputSchema).toEqual(GREETER_SCHEMAS.greet.inputSchema);

      // api.ts accepts no hot update: the dev server's client reloads the page, which registers again.
      editGreetParamsType(server.project);
      const afterType = await pollUntil(
        greet,
        (tool) => JSON.stringify(tool?.inputSchema).includes('smiley'),
        DEADLINE_MS,
      );
      expect(afterType?.inputSchema).toMatchObject({
        properties: { smiley: { type: 'boolean', description: 'Add a smiley' } },
      });

      editGreetJsDoc(server.project);
      const afterJsDoc = await pollUntil(
        greet,
        (tool) => tool?.description === 'Greet someone warmly',
        DEADLINE_MS,
      );
      expect(afterJsDoc?.title).toBe('Greet');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
