import { ts } from 'ts-morph';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { leanLibsOf, metMissingNames } from '../src/project/lean-libs';
import { loadTsconfig } from '../src/project/load-tsconfig';
import { createProjectHost } from '../src/project/project-host';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// The extractor first builds its program without the DOM's libs; these tests pin down that the
// schemas are still exactly what the project's own libs give.

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';

registerGlobalTools(api);
`;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

/** The input schema of the tool `place` in `api.ts`, under the given compiler options. */
function extractPlace(api: string, compilerOptions: object, extraFiles: Record<string, string> = {}) {
  project?.dispose();
  project = createScratchProject({
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, ...compilerOptions } }),
    'main.ts': MAIN,
    'api.ts': api,
    ...extraFiles,
  });
  const result = createExtractor({ root: project.root }).extractProject();
  const tool = result.tools.find((candidate) => candidate.name === 'place');
  return {
    input: tool?.schema.inputSchema,
    diagnostics: result.diagnostics.map((d) => `${d.code} ${d.message}`),
  };
}

const DOM_TARGETS = [
  ['the default libs of the target', { target: 'ES2022' }],
  ['an explicit DOM lib', { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'] }],
] as const;

describe('lean libs: which libs the first program leaves out', () => {
  test('the DOM and other host libs go; the ECMAScript ones stay', () => {
    expect(leanLibsOf({ target: ts.ScriptTarget.ES2022 })).toEqual(['lib.es2022.d.ts']);
    expect(leanLibsOf({ target: ts.ScriptTarget.ES5 })).toEqual(['lib.es5.d.ts']);
    expect(leanLibsOf({ target: ts.ScriptTarget.ES2015 })).toEqual(['lib.es2015.d.ts']);
    expect(leanLibsOf({ target: ts.ScriptTarget.ESNext })).toEqual(['lib.esnext.d.ts']);
    expect(leanLibsOf({ lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'] })).toEqual([
      'lib.es2022.d.ts',
    ]);
    expect(leanLibsOf({ lib: ['lib.es2020.d.ts', 'lib.webworker.d.ts', 'lib.scripthost.d.ts'] })).toEqual([
      'lib.es2020.d.ts',
    ]);
  });

  test('nothing changes when there is no DOM to leave out, or only the DOM', () => {
    expect(leanLibsOf({ lib: ['lib.es2023.d.ts'] })).toBeUndefined();
    expect(leanLibsOf({ lib: ['lib.dom.d.ts'] })).toBeUndefined();
    expect(leanLibsOf({ target: ts.ScriptTarget.ES2022, noLib: true })).toBeUndefined();
  });
});

describe.each(DOM_TARGETS)('lean libs with %s: schemas are those of every lib', (_, options) => {
  test('plain data types need no DOM', () => {
    const { input, diagnostics } = extractPlace(
      `/** Place an order */
export function place(params: { /** Item ids */ ids: number[]; /** When */ at: Date }) {}
`,
      options,
    );
    expect(input).toMatchObject({
      properties: {
        ids: { type: 'array', items: { type: 'number' } },
        at: { type: 'string', description: 'When (ISO 8601 date-time)' },
      },
      required: ['ids', 'at'],
    });
    expect(diagnostics).toEqual([]);
  });

  test('a DOM type in a parameter is what it is with the DOM: not plain data (D5), never unresolved', () => {
    const { input, diagnostics } = extractPlace(
      `/** Place a point */
export function place(params: { /** Where */ point: DOMPointInit }) {}
`,
      options,
    );
    expect(input?.properties.point).toEqual({ type: 'object', description: 'Where' });
    expect(diagnostics).toEqual([
      `D5 Field 'point' has type 'DOMPointInit', which is not plain JSON data; it is emitted as { "type": "object" }`,
    ]);
  });

  test('a conditional type on a DOM type takes the branch tsc takes', () => {
    // Without the DOM, HTMLElement would be `any`, and the check would pick the first branch.
    const { input, diagnostics } = extractPlace(
      `import type { Target } from './target';
/** Place a point */
export function place(params: Target<{ x: number }>) {}
`,
      options,
      {
        'target.ts':
          'export type Target<T> = T extends HTMLElement ? { element: string } : { /** X */ x: number };\n',
      },
    );
    expect(input).toMatchObject({ properties: { x: { type: 'number' } }, required: ['x'] });
    expect(diagnostics).toEqual([]);
  });

  test('an interface extending a DOM type keeps the inherited fields', () => {
    const { input, diagnostics } = extractPlace(
      `/** A labelled point */
export interface LabelledPoint extends DOMPointInit {
  /** Label */
  label: string;
}
/** Place a point */
export function place(params: LabelledPoint) {}
`,
      options,
    );
    expect(Object.keys(input?.properties ?? {}).sort()).toEqual(['label', 'w', 'x', 'y', 'z']);
    expect(diagnostics.filter((d) => d.startsWith('D4'))).toEqual([]);
  });

  test('a global declaration merges with the DOM one of the same name', () => {
    const { input } = extractPlace(
      `/** Place a point */
export function place(params: DOMPointInit) {}
`,
      options,
      { 'globals.d.ts': 'interface DOMPointInit {\n  /** Label */\n  label?: string;\n}\n' },
    );
    expect(Object.keys(input?.properties ?? {}).sort()).toEqual(['label', 'w', 'x', 'y', 'z']);
  });

  test('so does a `declare global` in a module', () => {
    const { input } = extractPlace(
      `import type { Label } from './label';
/** Place a point */
export function place(params: DOMPointInit & Label) {}
`,
      options,
      {
        'label.ts':
          'export interface Label {\n  /** Label */\n  label: string;\n}\ndeclare global {\n  interface DOMPointInit {\n    /** Color */\n    color?: string;\n  }\n}\n',
      },
    );
    expect(Object.keys(input?.properties ?? {}).sort()).toEqual(['color', 'label', 'w', 'x', 'y', 'z']);
  });
});

test('the checker tells the names it could not find so far, checking nothing more', () => {
  project?.dispose();
  project = createScratchProject({
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022' } }),
    'main.ts': MAIN,
    'api.ts': `import type { Target } from './target';
/** Rename the page */
export function rename(params: { title: string }) { document.title = params.title; }
/** Aim */
export function aim(params: Target<{ x: number }>) {}
`,
    'target.ts': 'export type Target<T> = T extends HTMLElement ? { element: string } : { x: number };\n',
  });
  const host = createProjectHost(loadTsconfig(project.root));
  host.addFiles([project.file('main.ts')]);
  const program = host.getProgram();
  const checker = host.getChecker();
  expect(host.narrowed).toBe(true);
  // `document` is unknown here too, but nothing has checked the body that names it.
  expect(metMissingNames(program, checker)).toBe(false);
  const [rename, aim] = program
    .getSourceFile(project.file('api.ts'))!
    .statements.filter(ts.isFunctionDeclaration);
  checker.getTypeAtLocation(rename.parameters[0]);
  expect(metMissingNames(program, checker)).toBe(false);
  checker.getTypeAtLocation(aim.parameters[0]);
  expect(metMissingNames(program, checker)).toBe(true);
});

test('without any DOM lib, a DOM type stays unresolved (D4), as tsc sees it', () => {
  const { input, diagnostics } = extractPlace(
    `/** Place a point */
export function place(params: { /** Where */ point: DOMPointInit; /** Label */ label: string }) {}
`,
    { target: 'ES2022', lib: ['ES2022'] },
  );
  expect(input?.properties.point).toEqual({ description: 'Where' });
  expect(diagnostics.filter((d) => d.startsWith('D4'))).toHaveLength(1);
});

test('an interface whose base cannot be resolved says so (D4) instead of silently losing its fields', () => {
  const { input, diagnostics } = extractPlace(
    `import type { Base } from './missing';
/** Parameters */
export interface Params extends Base {
  /** Label */
  label: string;
}
/** Place */
export function place(params: Params) {}
`,
    { target: 'ES2022', lib: ['ES2022'] },
  );
  expect(Object.keys(input?.properties ?? {})).toEqual(['label']);
  expect(diagnostics).toContainEqual(
    expect.stringMatching(/^D4 The base type 'Base' of 'Params' cannot be resolved/),
  );
});
