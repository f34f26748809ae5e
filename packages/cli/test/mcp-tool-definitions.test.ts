// The CLI's own MCP tools are described by the core's extractor from their handlers' JSDoc and
// types (mcp-tool-schemas.plugin.ts), not by hand: what the built server lists must be exactly
// what the extractor derives from the sources now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveOwnToolSchemas } from '../mcp-tool-schemas.plugin';
import { cliPath, fixturePath, packageDir } from './helpers/paths';

const client = new Client({ name: 'webmcp-nexus-test', version: '1.0.0' });
let listed: Tool[];

beforeAll(async () => {
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [cliPath, 'mcp', fixturePath('clean')] }),
  );
  listed = (await client.listTools()).tools;
});
afterAll(() => client.close());

it('lists each own tool with the description, title, hints and schemas the extractor derives from its handler', () => {
  const { schemas } = deriveOwnToolSchemas(packageDir);
  const own = listed.filter((tool) => tool.name in schemas);
  expect(own.map((tool) => tool.name)).toEqual(['list_tools', 'check_tools']);
  for (const tool of own) {
    const schema = schemas[tool.name];
    expect({
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      readOnlyHint: tool.annotations?.readOnlyHint,
    }).toEqual({
      title: schema.title,
      description: schema.description,
      inputSchema: schema.inputSchema,
      outputSchema: schema.outputSchema,
      readOnlyHint: schema.readOnly,
    });
    expect(tool.annotations).toMatchObject({
      readOnlyHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
  }
});

it('takes the words from the JSDoc of the types the handlers are written with', () => {
  const types = readFileSync(join(packageDir, 'src/mcp/own-tools/own-tool-types.ts'), 'utf8');
  const path = listed[0].inputSchema.properties?.path as { type: string; description: string };
  expect(path.type).toBe('string');
  expect(types).toContain(path.description);
  const check = listed.find((tool) => tool.name === 'check_tools')!;
  const diagnostics = check.outputSchema?.properties?.diagnostics as {
    items: { properties: { severity: unknown } };
  };
  expect(diagnostics.items.properties.severity).toEqual({
    type: 'string',
    description: 'Errors fail the build; warnings do not.',
    enum: ['error', 'warning'],
  });
});
