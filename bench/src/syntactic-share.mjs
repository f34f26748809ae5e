// Which tools the syntactic engine serves (issue 24: ≥ 75 % of the golden tools, 100 % of the
// shop's, the real app's and the zod app's), why it bails on the rest, and whether what it served
// is what the checker engine derives. Asks each project's schema service (the build's path: cache
// off, the checker in this thread) for every call-site file and reads from its stats which engine
// answered; what the syntactic engine served is compared with `createExtractor().extractProject()`
// (the checker engine's) tool by tool.
//   node bench/src/syntactic-share.mjs [--verbose] [--core <path of a core build's dist/index.js>]
// (--verbose: each bailing file; --core: another build of the core, e.g. an engine branch's)
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { FEATURES, generateRealApp } from './generate-app.mjs';
import { table } from './measure.mjs';

const repository = resolve(import.meta.dirname, '../..');
const goldens = join(repository, 'fixtures/types');
const coreModules = join(repository, 'packages/core/node_modules');
const sdkDir = join(repository, 'packages/sdk');
const SOURCE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.next', '.git']);
// The tsconfig a golden case gets when it brings none: packages/core/test/support/fixture-cases.ts
// gives the same to the golden test (a Vite React app's, minus the DOM lib).
const DEFAULT_CASE_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['**/*'],
};

/**
 * Returns { groups: [{ name, tools, syntacticTools, files, syntacticFiles, bails: { reason →
 * { files, tools } }, compared, mismatches: [tool names] }] } for the golden cases (one group),
 * the shop, the next-shop (no target: a Next app's generated types), the real app and the zod app.
 */
export async function measureSyntacticShare({ workDir, components, corePath = '@webmcp-nexus/core' }) {
  const core = await import(corePath);
  const groups = [];
  const golden = emptyGroup('golden cases (fixtures/types)');
  for (const name of readdirSync(goldens).sort()) {
    const options = readCaseOptions(join(goldens, name));
    await addProject(core, golden, copyCase(name, join(workDir, 'goldens', name), options), options);
  }
  groups.push(golden);
  for (const [name, root] of [
    ['shop (fixtures/apps/shop)', join(repository, 'fixtures/apps/shop')],
    ['next-shop (no target)', join(repository, 'fixtures/apps/next-shop')],
  ]) {
    const group = emptyGroup(name);
    await addProject(core, group, root, {});
    groups.push(group);
  }
  for (const api of ['types', 'zod']) {
    const app = generateRealApp(join(workDir, `share-${api}`), { components, sdkDir, api });
    const group = emptyGroup(api === 'zod' ? 'zod app' : 'real app');
    await addProject(core, group, app.root, {});
    if (group.tools !== FEATURES.length * 2)
      throw new Error(`${group.name}: ${group.tools} tools, expected 12`);
    groups.push(group);
  }
  return { groups };
}

function emptyGroup(name) {
  return {
    name,
    tools: 0,
    syntacticTools: 0,
    files: 0,
    syntacticFiles: 0,
    bails: {},
    compared: 0,
    mismatches: [],
  };
}

/** Asks a service for every call-site file of `root`, adding what served which tools to `group`. */
async function addProject(core, group, root, { outputSchema }) {
  const service = core.createSchemaService({ root, cache: false, worker: false, outputSchema });
  const syntactic = [];
  try {
    for (const file of callSiteFiles(root)) {
      const before = service.stats();
      const result = await service.extractCallSites(file);
      const after = service.stats();
      group.files++;
      group.tools += result.tools.length;
      if (after.served.syntactic > before.served.syntactic) {
        group.syntacticFiles++;
        group.syntacticTools += result.tools.length;
        syntactic.push({ file, tools: result.tools });
        continue;
      }
      const reason =
        Object.keys(after.bails).find((key) => after.bails[key].length > (before.bails[key]?.length ?? 0)) ??
        '(no reason given)';
      group.bails[reason] ??= { files: 0, tools: 0, examples: [] };
      const bail = group.bails[reason];
      bail.files++;
      bail.tools += result.tools.length;
      bail.examples.push(`${basename(root)}/${relative(root, file)}`);
    }
  } finally {
    await service.close();
  }
  if (syntactic.length === 0) return;
  // The checker engine's answer for the same files, tool by tool.
  const checker = core.createExtractor({ root, cache: false, outputSchema }).extractProject().tools;
  for (const { file, tools } of syntactic) {
    const expected = checker.filter((tool) => tool.callSite.file === file);
    group.compared += tools.length;
    const key = (tool) => JSON.stringify(comparable(tool));
    const expectedKeys = new Set(expected.map(key));
    for (const tool of tools)
      if (!expectedKeys.has(key(tool))) group.mismatches.push(`${tool.name} (${file})`);
    if (expected.length !== tools.length)
      group.mismatches.push(`${file}: ${tools.length} tools, the checker ${expected.length}`);
  }
}

/** What both engines must agree on for one tool. */
function comparable(tool) {
  const { name, kind, callSite, definition, schema, delivery, dependencies } = tool;
  return { name, kind, callSite, definition, schema, delivery, dependencies };
}

/** The project's source files (not declarations) that mention the SDK, sorted. */
function callSiteFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !file
          .slice(root.length)
          .split('/')
          .some((part) => SKIPPED_FOLDERS.has(part)),
    )
    .filter((file) => readFileSync(file, 'utf8').includes('webmcp-nexus-sdk'))
    .sort();
}

function readCaseOptions(caseDir) {
  const file = join(caseDir, 'case.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** A golden case out of the repository (so the monorepo's tsconfig is never found), as the golden test copies it. */
function copyCase(name, target, options) {
  cpSync(join(goldens, name), target, {
    recursive: true,
    filter: (file) => !['expected.json', 'case.json'].includes(file.split('/').pop()),
  });
  symlinkSync(coreModules, join(target, 'node_modules'), 'dir');
  if (options.tsconfig !== false && !existsSync(join(target, 'tsconfig.json')))
    writeFileSync(join(target, 'tsconfig.json'), `${JSON.stringify(DEFAULT_CASE_TSCONFIG, null, 2)}\n`);
  return target;
}

/** The stub's bail reason: the engine is not written yet (its interface is). */
const NOT_WRITTEN = 'engine:not-written';

/** Whether the syntactic engine exists on this branch: it served a call site or bailed for a reason of its own. */
export function syntacticEngineAvailable({ groups }) {
  return groups.some(
    (group) => group.syntacticFiles > 0 || Object.keys(group.bails).some((reason) => reason !== NOT_WRITTEN),
  );
}

/** The share of tools a group's syntactic engine served (0–1). */
export function syntacticShare(group) {
  return group.tools === 0 ? Number.NaN : group.syntacticTools / group.tools;
}

/** The section's tables: the share per group, then the bail reasons counted over all groups. */
export function formatSyntacticShare({ groups }, { verbose = false } = {}) {
  const percent = (value) => (Number.isNaN(value) ? '-' : `${(value * 100).toFixed(1)} %`);
  const shares = table(
    ['project', 'call-site files', 'served', 'tools', 'served', 'share', 'compared', 'differ'],
    groups.map((group) => [
      group.name,
      group.files,
      group.syntacticFiles,
      group.tools,
      group.syntacticTools,
      percent(syntacticShare(group)),
      group.compared,
      group.mismatches.length,
    ]),
  );
  const reasons = new Map();
  for (const group of groups) {
    for (const [reason, bail] of Object.entries(group.bails)) {
      const total = reasons.get(reason) ?? { files: 0, tools: 0, examples: [] };
      total.files += bail.files;
      total.tools += bail.tools;
      total.examples.push(...bail.examples);
      reasons.set(reason, total);
    }
  }
  const bails = table(
    ['bail reason', 'call-site files', 'tools', verbose ? 'files' : 'e.g.'],
    [...reasons]
      .sort((a, b) => b[1].tools - a[1].tools || a[0].localeCompare(b[0]))
      .map(([reason, total]) => [
        reason,
        total.files,
        total.tools,
        verbose ? total.examples.join(', ') : total.examples[0],
      ]),
  );
  const notYet = syntacticEngineAvailable({ groups })
    ? []
    : [
        `   The syntactic engine is not available yet on this branch: every call site bails with ${NOT_WRITTEN}.`,
      ];
  const differ = groups.flatMap((group) =>
    group.mismatches.map((tool) => `   differs from the checker: ${tool}`),
  );
  return [shares, bails, ...notYet, ...differ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { parseArgs } = await import('node:util');
  const { pathToFileURL } = await import('node:url');
  const { values } = parseArgs({
    options: { verbose: { type: 'boolean', default: false }, core: { type: 'string' } },
  });
  const workDir = mkdtempSync(join(tmpdir(), 'webmcp-nexus-bench-share-'));
  try {
    const corePath = values.core && pathToFileURL(resolve(values.core)).href;
    const result = await measureSyntacticShare({ workDir, components: 60, corePath });
    console.log(formatSyntacticShare(result, { verbose: values.verbose }));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
