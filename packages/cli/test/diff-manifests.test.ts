import { describe, expect, it } from 'vitest';
import { type DiffableTool, diffManifests } from '../src/diff/diff-manifests';

const tool = (
  properties: DiffableTool['inputSchema']['properties'],
  required: string[] = [],
): DiffableTool => ({
  name: 'search',
  description: 'Searches',
  inputSchema: { type: 'object', properties, required },
});
const changesOf = (before: DiffableTool, after: DiffableTool) =>
  diffManifests({ tools: [before] }, { tools: [after] }).changed.flatMap((tool) =>
    tool.changes.map((change) => `${change.breaking ? 'BREAKING ' : ''}${change.what}`),
  );

describe('diffManifests', () => {
  it('a narrowed type is breaking; integer to number and adding null widen', () => {
    expect(changesOf(tool({ q: { type: ['string', 'null'] } }), tool({ q: { type: 'string' } }))).toEqual([
      "BREAKING field 'q': type narrowed from string | null to string",
    ]);
    expect(changesOf(tool({ n: { type: 'integer' } }), tool({ n: { type: 'number' } }))).toEqual([
      "field 'n': type widened to number",
    ]);
    expect(changesOf(tool({ n: { type: 'number' } }), tool({ n: { type: 'integer' } }))).toEqual([
      "BREAKING field 'n': type narrowed from number to integer",
    ]);
  });

  it('follows nested objects and array items; tighter bounds are breaking, looser ones are not', () => {
    const before = tool({
      filter: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string', maxLength: 20 } } },
      },
      limit: { type: 'number', maximum: 50 },
    });
    const after = tool({
      filter: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string', maxLength: 10 } } },
      },
      limit: { type: 'number', maximum: 100 },
    });
    expect(changesOf(before, after)).toEqual([
      "BREAKING field 'filter.tags[]': maxLength 20 → 10",
      "field 'limit': maximum 50 → 100",
    ]);
  });

  it('an enum where there was none narrows; an optional field made required breaks; the reverse does not', () => {
    expect(changesOf(tool({ c: { type: 'string' } }), tool({ c: { type: 'string', enum: ['a'] } }))).toEqual([
      `BREAKING field 'c': now limited to "a"`,
    ]);
    expect(changesOf(tool({ c: { type: 'string' } }), tool({ c: { type: 'string' } }, ['c']))).toEqual([
      "BREAKING field 'c' is now required",
    ]);
    expect(changesOf(tool({ c: { type: 'string' } }, ['c']), tool({ c: { type: 'string' } }))).toEqual([
      "field 'c' is now optional",
    ]);
  });

  it('a removed tool without a match is removed, not renamed; annotations changes are listed', () => {
    const diff = diffManifests(
      { tools: [{ ...tool({}), name: 'a', definition: 'src/a.ts:1' }] },
      { tools: [{ ...tool({ x: { type: 'string' } }), name: 'b', definition: 'src/b.ts:1' }] },
    );
    expect(diff).toMatchObject({ added: ['b'], removed: ['a'], renamed: [], breaking: true });
    expect(
      changesOf(
        { ...tool({}), annotations: { readOnlyHint: false } },
        { ...tool({}), annotations: { readOnlyHint: true } },
      ),
    ).toEqual(['readOnlyHint false → true']);
  });
});
