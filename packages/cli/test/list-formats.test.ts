import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

// A project whose titles are Chinese: the table must align by display width, not by length.
const project = copyFixture('warnings-only');
beforeAll(() => {
  writeFileSync(
    join(project.dir, 'src/main.ts'),
    `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** 取消订单并退款 @title 取消订单 @consequential */
function cancelOrder(params: { /** 订单号 */ orderId: string }) {
  return params;
}

/** Searches @title Search @readonly */
function search(params: { /** Words */ q: string }) {
  return [params.q];
}

registerGlobalTools({ cancelOrder, search });
`,
  );
});
afterAll(() => project.remove());

describe('webmcp-nexus list formats', () => {
  it('aligns the columns after a CJK @title by display width', async () => {
    const run = await runCli(['list'], project.dir);
    expect(run.stdout).toBe(
      [
        'NAME         KIND    TITLE     FLAGS          PARAMETERS  DEFINED AT',
        'cancelOrder  global  取消订单  consequential  orderId     src/main.ts:4',
        'search       global  Search    read-only      q           src/main.ts:9',
        '',
        '2 tools',
        '',
      ].join('\n'),
    );
  });

  it('--format webmcp-evals prints the schema.json of webmcp-evals; --output writes it', async () => {
    const run = await runCli(['list', '--format', 'webmcp-evals', '--output', 'schema.json'], project.dir);
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: 'wrote schema.json: 2 tools\n' });
    const schema = JSON.parse(readFileSync(join(project.dir, 'schema.json'), 'utf8'));
    // The shape webmcp-evals' `local -t` reads: { tools: [{ name, description, inputSchema }] }.
    expect(schema).toEqual({
      tools: [
        {
          name: 'cancelOrder',
          description: '取消订单并退款',
          inputSchema: {
            type: 'object',
            properties: { orderId: { type: 'string', description: '订单号' } },
            required: ['orderId'],
            additionalProperties: false,
          },
        },
        {
          name: 'search',
          description: 'Searches',
          inputSchema: {
            type: 'object',
            properties: { q: { type: 'string', description: 'Words' } },
            required: ['q'],
            additionalProperties: false,
          },
        },
      ],
    });
  });

  it('rejects an unknown format with exit code 2', async () => {
    const run = await runCli(['list', '--format', 'yaml'], project.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown format 'yaml': use table, json, webmcp-evals");
  });
});
