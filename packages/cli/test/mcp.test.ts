import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  type CallToolResult,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../src/check/check-report';
import type { ToolsManifest } from '../src/list/tools-manifest';
import { readShippedSkill } from '../src/skill/shipped-skill';
import { cliPath } from './helpers/paths';
import { copyFixture } from './helpers/temp-project';

const SKILL_URI = 'skill://webmcp-nexus/SKILL.md';
const TOOLS_URI = 'webmcp-nexus://tools.json';

/** Waits for the next notification of one kind (the SDK client allows one handler per method). */
function nextNotification(
  client: Client,
  schema: typeof ResourceListChangedNotificationSchema,
  timeoutMs: number,
) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${schema.shape.method.value} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.setNotificationHandler(schema, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('webmcp-nexus mcp', () => {
  const project = copyFixture('clean');
  const stderr: string[] = [];
  const client = new Client({ name: 'webmcp-nexus-test', version: '1.0.0' });

  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliPath, 'mcp', project.dir],
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
    await client.connect(transport);
  });

  afterAll(async () => {
    await client.close();
    project.remove();
  });

  const callTool = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  it('initialises as webmcp-nexus with tools and resources (list_changed, subscribe)', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'webmcp-nexus' });
    expect(client.getServerCapabilities()).toMatchObject({
      tools: {},
      resources: { listChanged: true, subscribe: true },
    });
  });

  it('lists two read-only tools with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['list_tools', 'check_tools']);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true });
      expect(tool.inputSchema.properties).toHaveProperty('path');
      expect(tool.outputSchema).toBeDefined();
    }
  });

  it('list_tools returns the tools manifest as structured content', async () => {
    const result = await callTool('list_tools');
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as unknown as ToolsManifest & { root: string };
    expect(structured.root).toBe(project.dir);
    expect(structured.tools.map((tool) => tool.name)).toEqual([
      'listReviews',
      'placeOrder',
      'searchProducts',
    ]);
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(structured);
  });

  it('list_tools narrows to a path inside the project', async () => {
    const result = await callTool('list_tools', { path: 'src/api' });
    const structured = result.structuredContent as unknown as ToolsManifest;
    expect(structured.tools.map((tool) => tool.name)).toEqual(['placeOrder', 'searchProducts']);
  });

  it('check_tools returns the check report, and the readable report as text', async () => {
    const result = await callTool('check_tools');
    expect(result.isError).toBeFalsy();
    const report = result.structuredContent as unknown as CheckReport;
    expect(report).toMatchObject({
      ok: true,
      summary: { tools: 3, registrations: 3, errors: 0, warnings: 0 },
      diagnostics: [],
    });
    expect(result.content).toEqual([{ type: 'text', text: 'webmcp-nexus check: 3 tools, no problems' }]);
  });

  it.each([
    [{ path: '../outside' }, /^check_tools: "path" is outside the project: \.\.\/outside/],
    [{ path: '/etc' }, /^check_tools: "path" is outside the project: \/etc/],
    [{ path: 'src/missing' }, /^check_tools: "path" not found in the project: src\/missing/],
    [{ path: 42 }, /^check_tools: "path" must be a string, got 42/],
    [{ dir: '.' }, /^check_tools: unknown argument "dir": check_tools takes only "path"/],
  ])('check_tools rejects bad arguments with a clear error: %j', async (args, message) => {
    const result = await callTool('check_tools', args);
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toMatch(message);
  });

  it('answers an unknown tool with an error result', async () => {
    const result = await callTool('delete_tools');
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toContain('unknown tool "delete_tools"');
  });

  it('lists the skill and the tools manifest as resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => [resource.uri, resource.mimeType])).toEqual([
      [SKILL_URI, 'text/markdown'],
      [TOOLS_URI, 'application/json'],
    ]);
    expect(resources[0]).toMatchObject({ name: 'webmcp-nexus', description: readShippedSkill().description });
  });

  it('reads the skill, exactly as shipped', async () => {
    const { contents } = await client.readResource({ uri: SKILL_URI });
    expect(contents).toEqual([
      { uri: SKILL_URI, mimeType: 'text/markdown', text: readShippedSkill().markdown },
    ]);
  });

  it('reads the tools manifest', async () => {
    const { contents } = await client.readResource({ uri: TOOLS_URI });
    const manifest: ToolsManifest = JSON.parse((contents[0] as { text: string }).text);
    expect(manifest.tools.map((tool) => tool.name)).toEqual(['listReviews', 'placeOrder', 'searchProducts']);
  });

  it('answers an unknown resource with "resource not found"', async () => {
    await expect(client.readResource({ uri: 'skill://other/SKILL.md' })).rejects.toMatchObject({
      code: -32002,
    });
  });

  it('notifies list_changed and updated when a file edit changes the tools', async () => {
    await client.subscribeResource({ uri: TOOLS_URI });
    const listChanged = nextNotification(client, ResourceListChangedNotificationSchema, 30_000);
    const updated = nextNotification(
      client,
      ResourceUpdatedNotificationSchema as unknown as typeof ResourceListChangedNotificationSchema,
      30_000,
    );
    const main = join(project.dir, 'src/main.ts');
    const source = readFileSync(main, 'utf8');
    writeFileSync(
      main,
      source.replace(
        'registerGlobalTools(productApi, { listReviews });',
        '/** Clears the cart */\nfunction clearCart() {\n  return true;\n}\n\nregisterGlobalTools(productApi, { listReviews, clearCart });',
      ),
    );
    await Promise.all([listChanged, updated]);
    const result = await callTool('list_tools');
    const names = (result.structuredContent as unknown as ToolsManifest).tools.map((tool) => tool.name);
    expect(names).toEqual(['clearCart', 'listReviews', 'placeOrder', 'searchProducts']);
  });

  it('notices a type edited in another file (a dependency of the schema)', async () => {
    const listChanged = nextNotification(client, ResourceListChangedNotificationSchema, 30_000);
    const products = join(project.dir, 'src/api/products.ts');
    writeFileSync(
      products,
      readFileSync(products, 'utf8').replace(
        "  category?: 'books' | 'music';",
        "  category?: 'books' | 'music' | 'games';",
      ),
    );
    await listChanged;
    const result = await callTool('list_tools', { path: 'src/api/products.ts' });
    const search = (result.structuredContent as unknown as ToolsManifest).tools.find(
      (tool) => tool.name === 'searchProducts',
    );
    expect(search?.inputSchema.properties.category.enum).toEqual(['books', 'music', 'games']);
  });

  it('check_tools reports the lints, as check does', async () => {
    const listChanged = nextNotification(client, ResourceListChangedNotificationSchema, 30_000);
    const main = join(project.dir, 'src/main.ts');
    writeFileSync(
      main,
      `${readFileSync(main, 'utf8').replace(
        '{ listReviews, clearCart }',
        '{ listReviews, clearCart, deleteCart }',
      )}\n/** Deletes the cart */\nfunction deleteCart() {\n  return true;\n}\n`,
    );
    await listChanged;
    const report = (await callTool('check_tools')).structuredContent as unknown as CheckReport;
    expect(report.diagnostics.map((d) => `${d.code} ${d.toolName}`)).toEqual(['L6 deleteCart']);
  });

  it('follows webmcp-nexus.config.json: "outputSchema": true brings each tool its output schema', async () => {
    const listChanged = nextNotification(client, ResourceListChangedNotificationSchema, 30_000);
    writeFileSync(join(project.dir, 'webmcp-nexus.config.json'), '{ "outputSchema": true }\n');
    await listChanged;
    const result = await callTool('list_tools');
    const placeOrder = (result.structuredContent as unknown as ToolsManifest).tools.find(
      (tool) => tool.name === 'placeOrder',
    );
    expect(placeOrder?.outputSchema).toEqual({
      type: 'object',
      properties: { ordered: { type: 'string' }, quantity: { type: 'number' } },
      required: ['ordered', 'quantity'],
    });
  });

  it('logs to stderr only (stdout is the protocol)', () => {
    expect(stderr.join('')).toContain(`webmcp-nexus mcp: ${project.dir}: 3 tools, 0 diagnostics`);
  });
});
