import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { openPage } from '@webmcp-nexus/test-helpers/page-errors';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import ts from 'typescript';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DIR, TMP_DIR } from './support';

const VANILLA_DIR = join(SHOP_DIR, '../vanilla');

describe('the fixture apps', () => {
  it.each([
    ['shop', SHOP_DIR],
    ['vanilla', VANILLA_DIR],
  ])('%s type-checks with its own tsconfig', (_name, directory) => {
    const configFile = ts.findConfigFile(directory, ts.sys.fileExists)!;
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, directory);
    const program = ts.createProgram(parsed.fileNames, parsed.options);
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual([]);
  });
});

describe('the vanilla app (React-free, webmcp-nexus-sdk/core) built by its vite.config.ts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers its tools with their schemas, and they change the page', async () => {
    const outDir = join(TMP_DIR, 'vanilla-dist');
    await build({ root: VANILLA_DIR, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const server = await serveDirectory(outDir);
    const { page, errors } = await openPage(browser, `${server.origin}/`);
    try {
      const names = ['divideCounter', 'increment', 'readCounter', 'resetCounter', 'setNote'];
      await waitForTools(page, names);
      const tools = await listTools(page);
      expect(tools.map((tool) => tool.name).sort()).toEqual(names);
      expect(tools.find((tool) => tool.name === 'increment')).toMatchObject({
        title: 'Increment counter',
        description: 'Add to the counter shown on the page',
        inputSchema: {
          type: 'object',
          properties: {
            by: { type: 'number', description: 'How much to add (negative to subtract)', default: 1 },
          },
        },
      });
      expect(tools.find((tool) => tool.name === 'setNote')?.annotations).toMatchObject({
        untrustedContentHint: true,
      });
      await callTool(page, 'increment', { by: 5 });
      await callTool(page, 'setNote', { text: 'from the agent' });
      expect(await page.getByTestId('count').textContent()).toBe('5');
      expect(await page.getByTestId('note').textContent()).toBe('from the agent');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
