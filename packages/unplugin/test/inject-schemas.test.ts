import { SourceMap, type SourceMapping } from 'node:module';
import type { ExtractedTool, InjectionTarget, WebMcpSchema } from '@webmcp-nexus/core';
import { describe, expect, it } from 'vitest';
import { INJECTION_MARKER, injectSchemas, isAlreadyInjected } from '../src/inject-schemas';

const FILE = '/project/src/tools.js';

// Plain JavaScript so the output can be imported as is; offsets are computed like the core's.
const SOURCE = `'use strict'
export function search(params) {
  return { found: params.keyword };
}
export const add = (params) => params.a + params.b
const api = { remove(params) { return params.id; } };
export const hooked = wrapHook((params) => params.value);
function wrapHook(fn) { return fn; }
export class Panel {
  list(params) { return params.kind; }
  clear = () => 'cleared';
}
export { api };
`;

function schemaFor(description: string, extra: Partial<WebMcpSchema> = {}): WebMcpSchema {
  return { description, inputSchema: { type: 'object', properties: {} }, ...extra };
}

function tool(name: string, target: InjectionTarget, schema = schemaFor(`The ${name} tool`)): ExtractedTool {
  const location = { file: FILE, line: 1, column: 1 };
  return {
    name,
    kind: 'global',
    callSite: location,
    definition: location,
    schema,
    target,
    delivery: { at: 0, key: name },
    dependencies: [FILE],
  };
}

const afterStatement = (text: string) => SOURCE.indexOf(text) + text.length;
const hookStart = SOURCE.indexOf('(params) => params.value');
const TOOLS: ExtractedTool[] = [
  tool(
    'search',
    { kind: 'statement', file: FILE, at: SOURCE.indexOf('\n') + 1, expression: 'search' },
    schemaFor('Search </script><script>alert(1)</script> */ x', { readOnly: true }),
  ),
  tool('add', {
    kind: 'statement',
    file: FILE,
    at: afterStatement('params.a + params.b'),
    expression: 'add',
  }),
  tool('remove', {
    kind: 'statement',
    file: FILE,
    at: afterStatement('return params.id; } };'),
    expression: 'api.remove',
  }),
  tool('hooked', {
    kind: 'wrap',
    file: FILE,
    start: hookStart,
    end: hookStart + '(params) => params.value'.length,
  }),
  tool('list', {
    kind: 'class',
    file: FILE,
    at: afterStatement("clear = () => 'cleared';\n}"),
    className: 'Panel',
    member: 'list',
  }),
  tool('clear', {
    kind: 'class',
    file: FILE,
    at: afterStatement("clear = () => 'cleared';\n}"),
    className: 'Panel',
    member: 'clear',
  }),
];

async function importModule(code: string): Promise<Record<string, any>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('injectSchemas', () => {
  it('attaches every kind of target, and the module still runs', async () => {
    const result = injectSchemas(SOURCE, FILE, TOOLS)!;
    const module = await importModule(result.code);
    expect(module.search.__webmcpSchema).toEqual(TOOLS[0].schema);
    expect(module.search({ keyword: 'x' })).toEqual({ found: 'x' });
    expect(module.add.__webmcpSchema.description).toBe('The add tool');
    expect(module.add({ a: 1, b: 2 })).toBe(3);
    expect(module.api.remove.__webmcpSchema.description).toBe('The remove tool');
    expect(module.hooked.__webmcpSchema.description).toBe('The hooked tool');
    expect(module.hooked({ value: 7 })).toBe(7);
    expect(Object.keys(module.Panel.__webmcpTools)).toEqual(['clear', 'list']);
    expect(module.Panel.__webmcpTools.list.description).toBe('The list tool');
    expect(new module.Panel().clear()).toBe('cleared');
  });

  it('keeps JSDoc text inert: no script end, no comment end', () => {
    const { code } = injectSchemas(SOURCE, FILE, TOOLS)!;
    expect(code).not.toContain('</script>');
    expect(code).not.toContain('*/ x');
  });

  it('is deterministic whatever order the tools come in', () => {
    const once = injectSchemas(SOURCE, FILE, TOOLS)!;
    const reversed = injectSchemas(SOURCE, FILE, [...TOOLS].reverse())!;
    expect(reversed.code).toBe(once.code);
    expect(JSON.stringify(reversed.map)).toBe(JSON.stringify(once.map));
  });

  it('marks its output so a second pass can tell', () => {
    const { code } = injectSchemas(SOURCE, FILE, TOOLS)!;
    expect(isAlreadyInjected(SOURCE)).toBe(false);
    expect(isAlreadyInjected(code)).toBe(true);
    expect(code.split(INJECTION_MARKER)).toHaveLength(6);
  });

  it('injects a function registered under two names once', () => {
    const twice = [TOOLS[1], { ...TOOLS[1], name: 'plus', schema: schemaFor('plus') }];
    const { code } = injectSchemas(SOURCE, FILE, twice)!;
    expect(code.split(INJECTION_MARKER)).toHaveLength(2);
    // The name that sorts first wins, whatever order the core listed them in.
    expect(code).toContain('"description":"The add tool"');
  });

  it('returns a high-resolution source map back to the original file', () => {
    const { map } = injectSchemas(SOURCE, FILE, TOOLS)!;
    expect(map.sources).toEqual([FILE]);
    expect(map.sourcesContent).toEqual([SOURCE]);
    expect(map.mappings.split(';').length).toBeGreaterThan(SOURCE.split('\n').length - 1);
  });

  it('maps every original token of the output back to its own line and column', () => {
    const { code, map } = injectSchemas(SOURCE, FILE, TOOLS)!;
    const sourceMap = new SourceMap({
      file: FILE,
      version: 3,
      sources: map.sources,
      sourcesContent: (map.sourcesContent ?? []).map((content) => content ?? ''),
      names: map.names,
      mappings: map.mappings,
      sourceRoot: '',
    });
    // Tokens after each kind of injection: a statement at a block start, after a declaration,
    // inside a wrapped function, after a class.
    const tokens = [
      'return { found',
      'export const add',
      'params.value',
      'function wrapHook',
      'export { api }',
    ];
    for (const token of tokens) {
      const original = positionOf(SOURCE, token);
      const generated = positionOf(code, token);
      expect(generated, token).not.toEqual(original); // the injection moved it
      const entry = sourceMap.findEntry(generated.line, generated.column) as Partial<SourceMapping>;
      expect(
        { line: entry.originalLine, column: entry.originalColumn, source: entry.originalSource },
        token,
      ).toEqual({ ...original, source: FILE });
    }
  });

  it('leaves a file without tools untouched', () => {
    expect(injectSchemas(SOURCE, FILE, [])).toBeUndefined();
  });

  it('guards an injected statement after a line without a semicolon', () => {
    const { code } = injectSchemas(SOURCE, FILE, [TOOLS[1]])!;
    expect(code).toContain(`params.a + params.b\n;${INJECTION_MARKER}Object.assign(add, `);
  });
});

/** The 0-based line and column of the first `token` in `text` (the source map's own convention). */
function positionOf(text: string, token: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(token));
  const lines = before.split('\n');
  return { line: lines.length - 1, column: lines[lines.length - 1].length };
}
