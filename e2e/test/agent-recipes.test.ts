// The README's agent recipes start exactly what the live-tools suites run: the `webmcp-nexus` bin
// of the CLI package with `mcp`, over stdio, in the project folder (`npx webmcp-nexus mcp`). No
// browser here: live-tools-*.test.ts run that command against every dev server.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
const cliPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../packages/cli/package.json', import.meta.url)), 'utf8'),
);
const agentSection = readme.slice(
  readme.indexOf('### During development: `webmcp-nexus mcp`'),
  readme.indexOf('### The relay'),
);

it('Claude Code, Gemini CLI and Cursor start `npx webmcp-nexus mcp`, the CLI package’s bin', () => {
  expect(cliPackage.bin).toEqual({ 'webmcp-nexus': './dist/cli.js' });
  expect(agentSection).toContain('claude mcp add webmcp -- npx webmcp-nexus mcp');
  expect(agentSection).toContain('gemini mcp add webmcp npx webmcp-nexus mcp');
  const json = /```json\n(.*)\n```/.exec(agentSection)?.[1];
  expect(JSON.parse(json!)).toEqual({
    mcpServers: { webmcp: { command: 'npx', args: ['webmcp-nexus', 'mcp'] } },
  });
});
