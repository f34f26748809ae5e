import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASE_COMPILER_OPTIONS } from '../support/case-compiler-options';
import { callSiteFiles, compareEngines } from './compare-engines';

/**
 * The differential check the unit tests' projects go through: every project a unit test builds
 * (a scratch project when it is disposed, a `schemaOf` case as a one-tool project) is extracted
 * by both engines, and the syntactic engine must bail or match the checker engine exactly. Set
 * `WEBMCP_DIFFERENTIAL=0` to skip it (e.g. to time the unit tests alone).
 */
const ENABLED = process.env.WEBMCP_DIFFERENTIAL !== '0';

const CORE_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** Throws (failing the unit test that built the project) when the engines disagree on a call-site file of `root`. */
export function assertEnginesAgree(root: string): void {
  if (!ENABLED || !existsSync(root)) return;
  const files = callSiteFiles(listProjectFiles(root));
  if (files.length === 0) return;
  const results = compareEngines({ root }, files);
  // `WEBMCP_DIFFERENTIAL_LOG=<file>`: one line per call-site file (outcome, tools, bail reason), to count them.
  const log = process.env.WEBMCP_DIFFERENTIAL_LOG;
  if (log)
    appendFileSync(
      log,
      results
        .map(
          (result) =>
            `${result.outcome}\t${result.tools}\t${result.outcome === 'bail' ? result.reason : ''}\n`,
        )
        .join(''),
    );
  const mismatches = results.flatMap((result) =>
    result.outcome === 'mismatch' ? [`${result.file}\n${result.differences.join('\n')}`] : [],
  );
  if (mismatches.length > 0)
    throw new Error(`The syntactic engine disagrees with the checker engine:\n${mismatches.join('\n')}`);
}

const SCHEMA_CASE_TSCONFIG = {
  compilerOptions: CASE_COMPILER_OPTIONS,
};

let schemaCases = 0;

/**
 * A `schemaOf` case as a project (the harness's compiler options, zod from the core's
 * node_modules): `tool.ts` registers its tool at its end, so every position before stays, and
 * both engines extract it.
 */
export function assertEnginesAgreeOnSchemaCase(
  files: Record<string, string>,
  source: string,
  tool: string,
): void {
  if (!ENABLED || tool.includes('.')) return;
  const root = path
    .join(os.tmpdir(), `webmcp-core-schema-case-${process.pid}-${++schemaCases}`)
    .replace(/\\/g, '/');
  try {
    const write = (relativePath: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true });
      writeFileSync(path.join(root, relativePath), text);
    };
    write('tsconfig.json', JSON.stringify(SCHEMA_CASE_TSCONFIG));
    for (const [name, text] of Object.entries(files)) write(name, text);
    write(
      'tool.ts',
      `${source}\nimport { registerGlobalTools as registerForTheDifferentialTest } from 'webmcp-nexus-sdk';\nregisterForTheDifferentialTest({ ${tool} });\n`,
    );
    linkPackages(root);
    assertEnginesAgree(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The core's packages (zod…) in the project's node_modules, beside a package the case writes there. */
function linkPackages(root: string): void {
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) {
    symlinkSync(CORE_NODE_MODULES, modules, 'dir');
    return;
  }
  for (const entry of readdirSync(CORE_NODE_MODULES))
    if (!existsSync(path.join(modules, entry)))
      symlinkSync(path.join(CORE_NODE_MODULES, entry), path.join(modules, entry), 'dir');
}

function listProjectFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name).replace(/\\/g, '/'));
}
