import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// A TypeScript 7 project's tsconfig is read by the core's TypeScript 6: create-vite 9's react-ts
// layout (a references-only tsconfig.json, tsconfig.app.json with erasableSyntaxOnly,
// verbatimModuleSyntax, allowArbitraryExtensions, `types: ["vite/client"]` not installed) plus the
// compiler options only TS 7 knows (`checkers`, `singleThreaded`, `deduplicatePackages`, `quiet`,
// `pprofDir`: TS 6 calls them unknown, which tsc tolerates, so must we). Each case sets options
// whose misreading would change a schema: `strict` (`string | null`), `jsx`/`jsxImportSource` (the
// type of a JSX expression), `paths` without `baseUrl` (TS 7 removed it).

const SOLUTION = {
  files: [],
  references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }],
};

/** create-vite 9.3's react-ts tsconfig.app.json, verbatim but for the comments. */
const CREATE_VITE_APP_OPTIONS = {
  tsBuildInfoFile: './node_modules/.tmp/tsconfig.app.tsbuildinfo',
  target: 'es2023',
  lib: ['ES2023', 'DOM'],
  module: 'esnext',
  types: ['vite/client'],
  allowArbitraryExtensions: true,
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
};

const TYPESCRIPT7_ONLY_OPTIONS = {
  checkers: 4,
  singleThreaded: true,
  deduplicatePackages: true,
  quiet: true,
  pprofDir: './profiles',
};

/** create-vite 9.3's tsconfig.node.json: `module: nodenext`, Node's types, only vite.config.ts. */
const CREATE_VITE_NODE_CONFIG = {
  compilerOptions: {
    tsBuildInfoFile: './node_modules/.tmp/tsconfig.node.tsbuildinfo',
    target: 'es2023',
    lib: ['ES2023'],
    types: ['node'],
    skipLibCheck: true,
    module: 'nodenext',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
  },
  include: ['vite.config.ts'],
};

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as notes from './api/notes.tsx';
import './index.css';

registerGlobalTools(notes);
`;

// The type of `badge` is whatever the configured JSX factory says a JSX element is.
const NOTES_API = `import type { Paging } from '@/types/paging';

const badge = <note-badge tone="info" />;

export interface FindNotesParams {
  /** Text to look for, or null for every note */
  text: string | null;
  /** Paging */
  paging?: Paging;
  /** The badge to show next to each note */
  badge?: typeof badge;
}

/** Find notes @readonly */
export function findNotes(params: FindNotesParams) {
  return params.text;
}
`;

// A JSX runtime of the project's own, reached through jsxImportSource + paths.
const NOTE_JSX_RUNTIME = `export namespace JSX {
  export interface Element {
    /** What kind of element */
    kind: 'badge';
  }
  export interface IntrinsicElements {
    'note-badge': { tone: 'info' | 'alert' };
  }
}
export declare function jsx(type: unknown, props: unknown): JSX.Element;
export declare function jsxs(type: unknown, props: unknown): JSX.Element;
`;

const PAGING = `export interface Paging {
  /** Page size */
  size: number;
}
`;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

/** Extracts a create-vite-shaped project whose tsconfig.app.json has `appOptions` on top of the template's. */
function extractViteProject(appOptions: Record<string, unknown>) {
  project = createScratchProject({
    'tsconfig.json': JSON.stringify(SOLUTION, null, 2),
    'tsconfig.app.json': JSON.stringify(
      { compilerOptions: { ...CREATE_VITE_APP_OPTIONS, ...appOptions }, include: ['src'] },
      null,
      2,
    ),
    'tsconfig.node.json': JSON.stringify(CREATE_VITE_NODE_CONFIG, null, 2),
    'vite.config.ts': 'export default {};\n',
    'src/main.ts': MAIN,
    'src/index.css': 'body { margin: 0; }\n',
    'src/api/notes.tsx': NOTES_API,
    'src/types/paging.ts': PAGING,
    'src/note-jsx/jsx-runtime.ts': NOTE_JSX_RUNTIME,
  });
  const result = createExtractor({ root: project.root }).extractProject();
  return {
    properties: result.tools[0]?.schema.inputSchema.properties as Record<string, unknown>,
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.message}`),
  };
}

const PROJECT_JSX = {
  jsxImportSource: 'note-jsx',
  paths: { '@/*': ['./src/*'], 'note-jsx/*': ['./src/note-jsx/*'] },
};

const PAGING_SCHEMA = {
  type: 'object',
  description: 'Paging',
  properties: { size: { type: 'number', description: 'Page size' } },
  required: ['size'],
  additionalProperties: false,
};

const BADGE_SCHEMA = {
  type: 'object',
  description: 'The badge to show next to each note',
  properties: { kind: { type: 'string', description: 'What kind of element', enum: ['badge'] } },
  required: ['kind'],
  additionalProperties: false,
};

describe('a TypeScript 7 project’s tsconfig', () => {
  test('create-vite’s layout with the options only TS 7 knows: no diagnostic, the app config’s options', () => {
    const { properties, diagnostics } = extractViteProject({ ...TYPESCRIPT7_ONLY_OPTIONS, ...PROJECT_JSX });
    expect(diagnostics).toEqual([]);
    // No `strict` in the template: TS 7 and TS 6 both default it to true.
    expect(properties).toEqual({
      text: { type: ['string', 'null'], description: 'Text to look for, or null for every note' },
      paging: PAGING_SCHEMA,
      badge: BADGE_SCHEMA,
    });
  });

  test('`strict: false` beside the TS 7 options is honoured: `string | null` is a string', () => {
    const { properties, diagnostics } = extractViteProject({
      ...TYPESCRIPT7_ONLY_OPTIONS,
      ...PROJECT_JSX,
      strict: false,
    });
    expect(diagnostics).toEqual([]);
    expect(properties.text).toEqual({
      type: 'string',
      description: 'Text to look for, or null for every note',
    });
  });

  test('the JSX options come from the app config: without the project’s jsxImportSource the badge is not its element', () => {
    const { properties } = extractViteProject({ ...TYPESCRIPT7_ONLY_OPTIONS, paths: PROJECT_JSX.paths });
    expect(properties.badge).not.toEqual(BADGE_SCHEMA);
  });

  test('TS 7’s `stableTypeOrdering` and a leftover `ignoreDeprecations: "6.0"` change nothing', () => {
    const plain = extractViteProject(PROJECT_JSX);
    project?.dispose();
    const withBridgeOptions = extractViteProject({
      ...PROJECT_JSX,
      stableTypeOrdering: true,
      ignoreDeprecations: '6.0',
    });
    expect(withBridgeOptions).toEqual(plain);
  });
});
