import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import type { ExtractorOptions } from '../src/types';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// `outputSchema` is an extractor option: it reaches every schema the engine builds, and it is part
// of the persistent cache's key (turning it on must never serve a stored schema made without it).

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
/** Get a product */
export async function getProduct(input: { /** Product id */ id: string }): Promise<{ id: string; price: number }> {
  return { id: input.id, price: 1 };
}
registerGlobalTools({ getProduct });
`;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

/** The `getProduct` tool's output schema, as a fresh process (a new extractor) extracts it. */
function outputSchemaOf(options: ExtractorOptions = {}) {
  const result = createExtractor({ root: project!.root, ...options }).extractProject();
  return result.tools.find((tool) => tool.name === 'getProduct')?.schema.outputSchema;
}

describe('the outputSchema extractor option', () => {
  test('is off by default and derives the output schema when on', () => {
    project = createScratchProject({ 'package.json': '{ "name": "app" }', 'main.ts': MAIN });
    expect(outputSchemaOf({ cache: false })).toBeUndefined();
    expect(outputSchemaOf({ cache: false, outputSchema: true })).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, price: { type: 'number' } },
      required: ['id', 'price'],
    });
  });

  test('keys the persistent cache: each setting is served its own stored result', () => {
    project = createScratchProject({ 'package.json': '{ "name": "app" }', 'main.ts': MAIN });
    // Each call stores what it extracted; the next process with the other setting must not get it.
    expect(outputSchemaOf()).toBeUndefined();
    expect(outputSchemaOf({ outputSchema: true })).toHaveProperty('properties.price.type', 'number');
    expect(outputSchemaOf()).toBeUndefined();
    expect(outputSchemaOf({ outputSchema: true })).toHaveProperty('properties.price.type', 'number');
    // Per file too (a dev server asks per module): the option reaches extractFile's cache lookups.
    const fileResult = createExtractor({ root: project.root, outputSchema: true }).extractFile(
      project.file('main.ts'),
    );
    expect(fileResult.tools[0]?.schema.outputSchema).toHaveProperty('properties.id.type', 'string');
  });
});
