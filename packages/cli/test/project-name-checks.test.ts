import type { ExtractedTool, ToolKind } from '@webmcp-nexus/core';
import { describe, expect, it } from 'vitest';
import { checkProjectToolNames } from '../src/project/project-name-checks';
import { relayName } from '../src/project/relay-collisions';

const root = '/app';

/** A tool as the core reports it; only names, kinds and locations matter to the name checks. */
function tool(name: string, kind: ToolKind, callSite: string, definition: string): ExtractedTool {
  const at = (location: string) => {
    const [file, line, column] = location.split(':');
    return { file: `${root}/${file}`, line: Number(line), column: Number(column) };
  };
  return {
    name,
    kind,
    callSite: at(callSite),
    definition: at(definition),
    schema: { description: name, inputSchema: { type: 'object', properties: {} } },
    delivery: { at: 0, key: name },
    dependencies: [],
  };
}

describe('checkProjectToolNames', () => {
  it('finds nothing wrong in distinct, short, valid names', () => {
    const tools = [
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('order', 'hook', 'a.tsx:9:3', 'a.tsx:5:9'),
    ];
    expect(checkProjectToolNames(root, tools)).toEqual([]);
  });

  it('accepts one function registered under one name by two calls', () => {
    const tools = [
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('search', 'hook', 'a.tsx:9:3', 'api.ts:2:17'),
    ];
    expect(checkProjectToolNames(root, tools)).toEqual([]);
  });

  it('leaves a clash inside one call to the core (M5)', () => {
    const tools = [
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('search', 'global', 'main.ts:3:1', 'b.ts:1:1'),
    ];
    expect(checkProjectToolNames(root, tools)).toEqual([]);
  });

  it('reports two global functions under one name as an error at the later one (N1)', () => {
    const tools = [
      tool('search', 'global', 'main.ts:9:1', 'orders.ts:4:10'),
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
    ];
    expect(checkProjectToolNames(root, tools)).toEqual([
      {
        code: 'N1',
        severity: 'error',
        message:
          'Tool name "search" is also registered at api.ts:2:17 by a different function: both are global, so one always hides the other.',
        hint: 'Give one of the two tools another name, or register the same function in both places.',
        file: '/app/orders.ts',
        line: 4,
        column: 10,
      },
    ]);
  });

  it('reports a component tool taking a global name as a warning (N1)', () => {
    const tools = [
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('search', 'hook', 'panel.tsx:8:3', 'panel.tsx:5:9'),
    ];
    const [diagnostic] = checkProjectToolNames(root, tools);
    expect(diagnostic).toMatchObject({ code: 'N1', severity: 'warning', file: '/app/panel.tsx', line: 5 });
    expect(diagnostic.message).toContain('while both are registered, the later one hides the other');
  });

  it('reports a global clash even when a component tool of that name comes first', () => {
    const tools = [
      tool('search', 'hook', 'a.tsx:1:1', 'a.tsx:1:1'),
      tool('search', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('search', 'global', 'main.ts:4:1', 'orders.ts:4:10'),
    ];
    expect(checkProjectToolNames(root, tools).map((d) => [d.severity, d.file])).toEqual([
      ['warning', '/app/api.ts'],
      ['error', '/app/orders.ts'],
    ]);
  });

  it('reports names that become one after a relay rewrites "." and "-" (N2)', () => {
    const tools = [
      tool('get_user', 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool('get-user', 'global', 'main.ts:4:1', 'api.ts:9:17'),
      tool('get.user', 'global', 'main.ts:5:1', 'api.ts:12:17'),
    ];
    const diagnostics = checkProjectToolNames(root, tools);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['N2', 'error', 9],
      ['N2', 'error', 12],
    ]);
    expect(diagnostics[0].message).toBe(
      'Tool names "get-user" and "get_user" (api.ts:2:17) both become "get_user" once an MCP relay rewrites "." and "-" to "_".',
    );
  });

  it('warns once about a name over 64 characters (N3), not about one of exactly 64', () => {
    const long = 'x'.repeat(65);
    const tools = [
      tool(long, 'global', 'main.ts:3:1', 'api.ts:2:17'),
      tool(long, 'hook', 'a.tsx:3:1', 'api.ts:2:17'),
      tool('y'.repeat(64), 'global', 'main.ts:4:1', 'api.ts:5:17'),
    ];
    const diagnostics = checkProjectToolNames(root, tools);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['N3', 'warning', 2]]);
    expect(diagnostics[0].message).toContain('has 65 characters; several model APIs accept at most 64');
  });

  it('rewrites only "." and "-" like the relay', () => {
    expect(relayName('a.b-c_d')).toBe('a_b_c_d');
  });
});
