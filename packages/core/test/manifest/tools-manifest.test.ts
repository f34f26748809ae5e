import { afterAll, expect, test } from 'vitest';
import { createExtractor } from '../../src/extractor';
import {
  buildToolsManifest,
  serializeToolsManifest,
  toRegisteredTool,
  toWebMcpEvalsSchema,
} from '../../src/manifest/tools-manifest';
import { createScratchProject } from '../support/scratch-project';

const project = createScratchProject({
  'node_modules/webmcp-nexus-sdk/index.d.ts':
    'export declare function registerGlobalTools(...maps: object[]): void;',
  'src/api.ts': `
/**
 * Dumps the store for developer tools
 * @debugging
 * @readonly
 */
export function dumpState() { return {}; }

/** Adds a note @title Add note */
export function addNote(p: { /** Text */ text: string }) {}
`,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';
registerGlobalTools(api);
registerGlobalTools({ addNote: api.addNote });
`,
});
afterAll(() => project.dispose());

test('one entry per tool function, ordered by name, definitions relative to the root; @debugging is annotations.debugging', () => {
  const { tools } = createExtractor({ root: project.root }).extractProject();
  expect(tools).toHaveLength(3); // addNote is registered twice
  const manifest = buildToolsManifest(tools, project.root);
  expect(manifest).toEqual({
    tools: [
      {
        name: 'addNote',
        title: 'Add note',
        description: 'Adds a note',
        inputSchema: {
          type: 'object',
          properties: { text: { type: 'string', description: 'Text' } },
          required: ['text'],
          additionalProperties: false,
        },
        annotations: {
          readOnlyHint: false,
          untrustedContentHint: false,
          consequentialHint: false,
          debugging: false,
        },
        kind: 'global',
        definition: 'src/api.ts:10',
      },
      {
        name: 'dumpState',
        title: 'dumpState',
        description: 'Dumps the store for developer tools',
        inputSchema: { type: 'object', properties: {} },
        annotations: {
          readOnlyHint: true,
          untrustedContentHint: false,
          consequentialHint: false,
          debugging: true,
        },
        kind: 'global',
        definition: 'src/api.ts:7',
      },
    ],
  });
  expect(serializeToolsManifest(buildToolsManifest([...tools].reverse(), project.root))).toBe(
    serializeToolsManifest(manifest),
  );
  expect(toWebMcpEvalsSchema(manifest).tools[1]).toEqual({
    name: 'dumpState',
    description: 'Dumps the store for developer tools',
    inputSchema: { type: 'object', properties: {} },
  });
});

test('a tool whose build derives its output schema lists it', () => {
  const { tools } = createExtractor({
    root: project.root,
    outputSchema: true,
    cache: false,
  }).extractProject();
  const manifest = buildToolsManifest(tools, project.root);
  expect(manifest.tools.find((tool) => tool.name === 'dumpState')?.outputSchema).toEqual({
    type: 'object',
    properties: {},
  });
  expect(manifest.tools.find((tool) => tool.name === 'addNote')).not.toHaveProperty('outputSchema');
});

test('a tool without a description is listed under its name, as the SDK registers it (hosts refuse an empty one)', () => {
  const registered = toRegisteredTool('ping', {
    description: '',
    inputSchema: { type: 'object', properties: {} },
  });
  expect(registered.description).toBe('ping');
});
