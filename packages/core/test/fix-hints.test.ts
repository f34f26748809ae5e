import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Project, ts } from 'ts-morph';
import { afterAll, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import type { Diagnostic } from '../src/types';
import { copyCaseToScratch, createScratchRoot, FIXTURES_DIR } from './support/fixture-cases';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// SPEC 3.4: a fix, applied literally, keeps the function working. Every diagnostic that carries a
// fix (`Diagnostic.fix`: M2's destructured object parameter, S4's named export) is applied to its
// fixture mechanically; then the project type-checks, the tool extracts, and the new function,
// called with one object, gives what the old one gave with positional arguments (both run from
// TypeScript's own transpiled output in a fresh `vm` context).

const API = `/** Gets a user */
export async function getUser(id: string) {
  return \`/api/users/\${id}\`;
}

/** Searches users */
export async function searchUsers(keyword: string, pageSize = 20, role?: 'admin' | 'user' | 'guest') {
  const query = [\`keyword=\${keyword}\`, \`pageSize=\${pageSize}\`];
  if (role) query.push(\`role=\${role}\`);
  return \`/api/users?\${query.join('&')}\`;
}

/** Tags items */
export function tagItems(ids: string[], ...tags: string[]) {
  return ids.map((id) => \`\${id}:\${tags.join(',')}\`);
}

/** Fetches a report (the SDK's { signal } stays the second parameter) */
export async function fetchReport(url: string, { signal }: { signal?: { aborted: boolean } } = {}) {
  return { url, aborted: signal?.aborted ?? false };
}

/** Clamps a value */
export const clamp = (value: number, min = 0, max = 10) => Math.min(max, Math.max(min, value));

/** Formats a pair */
export function formatPair([label, amount]: [string, number]) {
  return \`\${label}=\${amount}\`;
}

/** Describes a filter */
export function describeFilter(filter: { status: 'open' | 'done' } | null) {
  return filter ? filter.status : 'all';
}

/** Counts words */
export function countWords(
  text: string,
  minLength?: number,
) {
  return text.split(' ').filter((word) => word.length >= (minLength ?? 0)).length;
}
`;

/** Default exports, each in its own module (registered through a namespace import: S4). */
const DEFAULTS: Record<string, string> = {
  'dashboard.ts': `/** Fetches the dashboard */
export default async function fetchDashboard() {
  return 'dashboard';
}
`,
  'report-card.ts': `/** Prints a report card */
export default function (term: { /** Term */ name: string }) {
  return \`card:\${term.name}\`;
}
`,
  'summary.ts': `/** Sums up */
function summary() {
  return 'summary';
}

export default summary;
`,
  'stats.ts': `/** Counts things */
function stats() {
  return 42;
}

export { stats as default };
`,
  'latest-news.ts': `/** The latest news */
export default async () => 'news';
`,
};

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';
import * as dashboard from './dashboard';
import * as latestNews from './latest-news';
import * as reportCard from './report-card';
import * as stats from './stats';
import * as summary from './summary';

registerGlobalTools(api, dashboard, reportCard, summary, stats, latestNews);
`;

const SDK = 'export declare function registerGlobalTools(...maps: object[]): void;\n';

/** How each function is called before (positional) and after the fix (one object), keyed by function and file. */
const CALLS: Record<string, { export: [before: string, after: string]; calls: [unknown[], unknown[]][] }> = {
  getUser: { export: ['getUser', 'getUser'], calls: [[['42'], [{ id: '42' }]]] },
  searchUsers: {
    export: ['searchUsers', 'searchUsers'],
    calls: [
      [['alice', 50, 'admin'], [{ keyword: 'alice', pageSize: 50, role: 'admin' }]],
      [['bob'], [{ keyword: 'bob' }]],
    ],
  },
  tagItems: {
    export: ['tagItems', 'tagItems'],
    calls: [
      [[['a', 'b'], 'x', 'y'], [{ ids: ['a', 'b'], tags: ['x', 'y'] }]],
      [[['a']], [{ ids: ['a'] }]],
    ],
  },
  fetchReport: {
    export: ['fetchReport', 'fetchReport'],
    calls: [
      [['/r'], [{ url: '/r' }]],
      [
        ['/r', { signal: { aborted: true } }],
        [{ url: '/r' }, { signal: { aborted: true } }],
      ],
    ],
  },
  clamp: {
    export: ['clamp', 'clamp'],
    calls: [
      [[15], [{ value: 15 }]],
      [[-3, -5, 5], [{ value: -3, min: -5, max: 5 }]],
    ],
  },
  formatPair: { export: ['formatPair', 'formatPair'], calls: [[[['a', 1]], [{ value: ['a', 1] }]]] },
  describeFilter: {
    export: ['describeFilter', 'describeFilter'],
    calls: [
      [[null], [{ filter: null }]],
      [[{ status: 'done' }], [{ filter: { status: 'done' } }]],
    ],
  },
  countWords: {
    export: ['countWords', 'countWords'],
    calls: [
      [['a bb ccc'], [{ text: 'a bb ccc' }]],
      [['a bb ccc', 2], [{ text: 'a bb ccc', minLength: 2 }]],
    ],
  },
  'dashboard.ts': { export: ['default', 'fetchDashboard'], calls: [[[], []]] },
  'report-card.ts': { export: ['default', 'reportCard'], calls: [[[{ name: 'x' }], [{ name: 'x' }]]] },
  'summary.ts': { export: ['default', 'summary'], calls: [[[], []]] },
  'stats.ts': { export: ['default', 'stats'], calls: [[[], []]] },
  'latest-news.ts': { export: ['default', 'latestNews'], calls: [[[], []]] },
};

const projects: ScratchProject[] = [];
afterAll(() => {
  for (const project of projects) project.dispose();
});

function createProject(overrides: Record<string, string> = {}): ScratchProject {
  const project = createScratchProject({
    'main.ts': MAIN,
    'api.ts': API,
    ...DEFAULTS,
    'node_modules/webmcp-nexus-sdk/index.d.ts': SDK,
    ...overrides,
  });
  projects.push(project);
  return project;
}

/** `text` with `fix` applied. */
function applyFix(text: string, fix: NonNullable<Diagnostic['fix']>): string {
  return text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
}

/**
 * TypeScript's errors for the project at `root` (its own tsconfig, lib files not checked), as
 * `file TS<code> message` (no line: a fix may join lines), with `edits` (file → text) in place of
 * what is on disk. One program per project: each check re-uses its parsed lib files.
 */
function typeErrors(root: string, edits: Record<string, string> = {}): string[] {
  let project = typeCheckers.get(root);
  if (!project) {
    project = new Project({
      tsConfigFilePath: path.join(root, 'tsconfig.json'),
      compilerOptions: { skipLibCheck: true },
    });
    typeCheckers.set(root, project);
  }
  const originals = Object.keys(edits).map((file) => {
    const sourceFile = project.getSourceFileOrThrow(file);
    const text = sourceFile.getFullText();
    sourceFile.replaceWithText(edits[file]);
    return () => sourceFile.replaceWithText(text);
  });
  try {
    return project.getPreEmitDiagnostics().map((diagnostic) => {
      const file = diagnostic.getSourceFile()?.getFilePath() ?? '';
      const message = ts.flattenDiagnosticMessageText(diagnostic.compilerObject.messageText, ' ');
      return `${path.relative(root, file)} TS${diagnostic.getCode()} ${message}`;
    });
  } finally {
    for (const restore of originals) restore();
  }
}
const typeCheckers = new Map<string, Project>();

/** The module's exports, from TypeScript's transpiled output run in a fresh context. */
function loadModule(text: string): Record<string, (...args: unknown[]) => unknown> {
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Record<string, (...args: unknown[]) => unknown> };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports;
}

/** What a call gives, as JSON (results come from another context). */
async function outcome(fn: (...args: unknown[]) => unknown, args: unknown[]): Promise<string> {
  try {
    return JSON.stringify({ value: await fn(...args) });
  } catch (error) {
    return JSON.stringify({ error: String(error) });
  }
}

const original = createProject();
const extracted = createExtractor({ root: original.root, cache: false }).extractProject();
const withFix = extracted.diagnostics.filter((diagnostic) => diagnostic.fix);

describe('the fixture', () => {
  test('type-checks before any fix, and every fix-bearing diagnostic is an M2 or S4 of a function in the call table', () => {
    expect(typeErrors(original.root)).toEqual([]);
    expect(withFix.map((d) => `${d.code} ${path.basename(d.file)}:${d.line}`)).toEqual([
      'M2 api.ts:2',
      'M2 api.ts:7',
      'M2 api.ts:14',
      'M2 api.ts:19',
      'M2 api.ts:24',
      'M2 api.ts:27',
      'M2 api.ts:32',
      'M2 api.ts:38',
      'S4 dashboard.ts:2',
      'S4 latest-news.ts:2',
      'S4 report-card.ts:2',
      'S4 stats.ts:6',
      'S4 summary.ts:6',
    ]);
  });

  test('the hints show the guide’s conversion: destructured, every parameter merged, defaults kept, no parameter added', () => {
    const hint = (code: string, toolName: string) =>
      extracted.diagnostics.find((d) => d.code === code && d.toolName === toolName)?.hint;
    expect(hint('M2', 'getUser')).toBe(
      'Destructure one object parameter, so the body stays as it is: ({ id }: { id: string }); then describe each field with /** */, and call it as getUser({ id })',
    );
    expect(hint('M2', 'searchUsers')).toBe(
      "Merge the parameters into one destructured object, defaults kept, so the body stays as it is: ({ keyword, pageSize = 20, role }: { keyword: string; pageSize?: number; role?: 'admin' | 'user' | 'guest' }); then describe each field with /** */, and call it as searchUsers({ keyword, pageSize, role })",
    );
    const s4 = extracted.diagnostics.filter((d) => d.code === 'S4').map((d) => d.hint);
    expect(s4).toEqual([
      'Export it by name: export async function fetchDashboard instead of export default async function fetchDashboard',
      'Give it a name and export it by name: export const latestNews = …',
      'Give it a name and export it by name: export function reportCard',
      'Export it by name: export { stats } instead of export { stats as default }',
      'Export it by name: export { summary }; instead of export default summary;',
    ]);
  });
});

describe.each(
  withFix.map(
    (diagnostic) =>
      [`${diagnostic.code} ${path.basename(diagnostic.file)}:${diagnostic.line}`, diagnostic] as const,
  ),
)('the fix of %s, applied', (_, diagnostic) => {
  const file = path.basename(diagnostic.file);
  const before = readFileSync(diagnostic.file, 'utf8');
  const after = applyFix(before, diagnostic.fix!);
  const key = diagnostic.code === 'S4' ? file : diagnostic.toolName!;
  const {
    export: [beforeName, afterName],
    calls,
  } = CALLS[key];
  const fixed = createProject({ [file]: after });

  test('type-checks', () => {
    expect(typeErrors(fixed.root)).toEqual([]);
  });

  test('extracts the tool, without the diagnostic', () => {
    const result = createExtractor({ root: fixed.root, cache: false }).extractProject();
    expect(result.tools.map((tool) => tool.name)).toContain(afterName);
    expect(
      result.diagnostics.filter(
        (d) => d.severity === 'error' && path.basename(d.file) === file && d.toolName === afterName,
      ),
    ).toEqual([]);
    expect(
      result.diagnostics.filter(
        (d) =>
          d.code === diagnostic.code &&
          path.basename(d.file) === file &&
          (d.code === 'S4' || d.toolName === afterName),
      ),
    ).toEqual([]);
  });

  test('gives what the old function gave', async () => {
    const oldFunction = loadModule(before)[beforeName];
    const newFunction = loadModule(after)[afterName];
    for (const [oldArguments, newArguments] of calls) {
      expect(await outcome(newFunction, newArguments)).toBe(await outcome(oldFunction, oldArguments));
    }
  });
});

describe('the golden cases', () => {
  const scratch = createScratchRoot();
  afterAll(() => scratch.dispose());
  // Only cases whose goldens hold a diagnostic that can carry a fix are extracted again.
  const cases = readdirSync(FIXTURES_DIR).filter((name) =>
    /"code": "(M2|S4)"/.test(readFileSync(path.join(FIXTURES_DIR, name, 'expected.json'), 'utf8')),
  );

  /** The fixes each case's diagnostics carry (an M2 of `any` has none: there is no mechanical edit for it). */
  const FIXES: Record<string, string[]> = {
    'trace-guide-wrong-side': ['M2 getUser', 'M2 get', 'S4 -'],
    'trace-namespace-default-export': ['S4 -'],
    'type-array-like-interfaces': ['M2 tagAll'],
  };

  test('are the ones whose goldens hold an M2 or S4', () => {
    expect(cases).toEqual(Object.keys(FIXES));
  });

  test.each(cases)('%s: each fix adds no TypeScript error and removes its diagnostic', (caseName) => {
    const caseDir = copyCaseToScratch(caseName, scratch.root);
    const result = createExtractor({ root: caseDir, cache: false }).extractProject();
    const errorsBefore = typeErrors(caseDir);
    const fixes = result.diagnostics.filter((d) => d.fix);
    expect(fixes.map((d) => `${d.code} ${d.toolName ?? '-'}`)).toEqual(FIXES[caseName]);
    for (const diagnostic of fixes) {
      const text = readFileSync(diagnostic.file, 'utf8');
      const errorsAfter = typeErrors(caseDir, { [diagnostic.file]: applyFix(text, diagnostic.fix!) }).filter(
        (error) => !errorsBefore.includes(error),
      );
      expect(errorsAfter, `${caseName}: ${diagnostic.code} at line ${diagnostic.line}`).toEqual([]);
      const fixedDir = copyCaseToScratch(caseName, `${scratch.root}/${caseName}-${diagnostic.line}`);
      writeFileSync(
        path.join(fixedDir, path.relative(caseDir, diagnostic.file)),
        applyFix(text, diagnostic.fix!),
      );
      const again = createExtractor({ root: fixedDir, cache: false }).extractProject();
      const same = (d: Diagnostic) =>
        d.code === diagnostic.code &&
        path.relative(fixedDir, d.file) === path.relative(caseDir, diagnostic.file) &&
        d.toolName === diagnostic.toolName;
      expect(again.diagnostics.filter(same)).toEqual([]);
    }
  });
});

describe('hints that are no edit', () => {
  test('never add a parameter: a method of an unbound object is shown as a property with its own parameters', () => {
    const project = createProject({
      'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';

registerGlobalTools({
  /** Finds */
  async find(query: { /** Text */ q: string }) {
    return query.q;
  },
});
`,
    });
    const { diagnostics } = createExtractor({ root: project.root, cache: false }).extractProject();
    expect(diagnostics.filter((d) => d.code === 'M1').map((d) => d.hint)).toEqual([
      'Hold the object in a const, or write the method as a property: find: async function (query: { /** Text */ q: string }) { … }',
    ]);
  });
});
