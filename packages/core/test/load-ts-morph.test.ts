import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';

// The built package loads ts-morph through `require` with a V8 code cache (src/load-ts-morph.ts,
// wired in by tsdown.config.ts). These tests run the real bundles in fresh Node processes.

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const VANILLA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/apps/vanilla');

/** The vanilla app's tools, as the scripts below print them. */
const VANILLA_TOOLS = 'divideCounter,increment,readCounter,resetCounter,setNote';
const ESM = `import { createExtractor } from ${JSON.stringify(path.join(DIST, 'index.js'))};
console.log(createExtractor({ root: ${JSON.stringify(VANILLA)} }).extractProject().tools.map((t) => t.name).join(','));`;
const CJS = `const { createExtractor } = require(${JSON.stringify(path.join(DIST, 'index.cjs'))});
console.log(createExtractor({ root: ${JSON.stringify(VANILLA)} }).extractProject().tools.map((t) => t.name).join(','));`;

let temporary: string;
afterEach(() => rmSync(temporary, { recursive: true, force: true }));

/** Runs a script in a fresh Node whose temporary folder is `temporary`; returns its output. */
function run(script: string, format: 'esm' | 'cjs', env: Record<string, string> = {}): string {
  const result = spawnSync(
    process.execPath,
    [...(format === 'esm' ? ['--input-type=module'] : []), '-e', script],
    // The persistent cache off: a hit would not load TypeScript at all.
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        TMPDIR: temporary,
        NODE_DISABLE_COMPILE_CACHE: '',
        WEBMCP_NEXUS_CACHE: '0',
        ...env,
      },
    },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

/** The cache files written under `temporary`, with their sizes. */
function cacheFiles(): Map<string, number> {
  const root = readdirSync(temporary).find((name) => name.startsWith('webmcp-nexus-compile-cache-'));
  if (!root) return new Map();
  const files = readdirSync(path.join(temporary, root), { recursive: true, withFileTypes: true });
  return new Map(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [file, statSync(file).size];
      }),
  );
}

describe.each(['esm', 'cjs'] as const)('the %s bundle', (format) => {
  const script = format === 'esm' ? ESM : CJS;

  test('writes the code cache once, then extracts the same from it', () => {
    temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
    const first = run(script, format);
    expect(first).toBe(VANILLA_TOOLS);
    const written = cacheFiles();
    // TypeScript's own bytecode is the big one.
    expect(Math.max(...written.values())).toBeGreaterThan(1_000_000);
    const mtimes = new Map([...written.keys()].map((file) => [file, statSync(file).mtimeMs]));

    expect(run(script, format)).toBe(first);
    for (const [file, mtime] of mtimes) expect(statSync(file).mtimeMs).toBe(mtime);
  });

  test('the cache holds the bytecode of what the first extraction ran, not only of the load', () => {
    // A process that only loads TypeScript leaves its top level; one that extracts leaves the
    // parser, binder and checker too, which the next processes then never compile.
    const loadOnly =
      format === 'esm'
        ? `import { createRequire } from 'node:module';
import { loadTsMorph } from ${JSON.stringify(path.join(DIST, 'load-ts-morph.js'))};
loadTsMorph(createRequire(${JSON.stringify(path.join(DIST, 'engine.cjs'))}));`
        : `const { loadTsMorph } = require(${JSON.stringify(path.join(DIST, 'load-ts-morph.cjs'))});
loadTsMorph(require('node:module').createRequire(${JSON.stringify(path.join(DIST, 'engine.cjs'))}));`;
    const typeScriptCache = (source: string) => {
      temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
      run(source, format);
      const size = Math.max(...cacheFiles().values());
      rmSync(temporary, { recursive: true, force: true });
      return size;
    };
    const loaded = typeScriptCache(loadOnly);
    const extracted = typeScriptCache(script);
    expect(loaded).toBeGreaterThan(1_000_000);
    expect(extracted).toBeGreaterThan(loaded * 1.2);
  });

  test('a damaged cache is rejected and written anew, never run', () => {
    temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
    const first = run(script, format);
    for (const file of cacheFiles().keys()) writeFileSync(file, Buffer.alloc(64, 7));
    expect(run(script, format)).toBe(first);
    expect(Math.max(...cacheFiles().values())).toBeGreaterThan(1_000_000);
  });

  test.skipIf(process.platform === 'win32')('a cache folder other users can write to is not used', () => {
    temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
    const shared = path.join(temporary, `webmcp-nexus-compile-cache-${process.getuid?.()}`);
    mkdirSync(shared, { mode: 0o777 });
    chmodSync(shared, 0o777);
    expect(run(script, format)).toBe(VANILLA_TOOLS);
    expect(cacheFiles().size).toBe(0);
  });

  test('NODE_DISABLE_COMPILE_CACHE turns the cache off', () => {
    temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
    expect(run(script, format, { NODE_DISABLE_COMPILE_CACHE: '1' })).toBe(VANILLA_TOOLS);
    expect(cacheFiles().size).toBe(0);
  });
});

test('neither bundle imports ts-morph statically (the ESM loader would lex 1 MB of CommonJS first)', () => {
  expect(readFileSync(path.join(DIST, 'index.js'), 'utf8')).not.toMatch(/from "ts-morph"/);
  expect(readFileSync(path.join(DIST, 'index.cjs'), 'utf8')).not.toMatch(/require\("ts-morph"\)/);
  expect(existsSync(path.join(DIST, 'load-ts-morph.cjs'))).toBe(true);
});

describe("TypeScript's lib files", () => {
  const loader = path.join(DIST, 'load-ts-morph.cjs');
  const requireFromDist = createRequire(path.join(DIST, 'engine.cjs'));

  test("are cut out of @ts-morph/common's text exactly as the module itself has them", () => {
    const { loadTsMorph } = requireFromDist(loader) as typeof import('../src/load-ts-morph');
    const cut = loadTsMorph(requireFromDist).getLibFiles();
    const own = (requireFromDist('@ts-morph/common') as typeof import('@ts-morph/common')).getLibFiles();
    expect(cut.map((lib) => lib.fileName)).toEqual(own.map((lib) => lib.fileName));
    // Non-ASCII text (the DOM's docs), empty texts and escapes alike.
    for (const [i, lib] of own.entries()) expect(cut[i].text, lib.fileName).toBe(lib.text);
  });

  test.each(['esm', 'cjs'] as const)(
    'an extraction (%s) runs TypeScript alone, not the module that holds them',
    (format) => {
      temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-cache-'));
      // The modules of @ts-morph/common that Node loaded, after the extraction.
      const loaded = `console.log(Object.keys(require.cache).filter((file) => file.includes('@ts-morph')).map((file) => file.split('/').pop()).join(','));`;
      const script =
        format === 'esm'
          ? `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${ESM}\n${loaded}`
          : `${CJS}\n${loaded}`;
      const [tools, modules] = run(script, format).split('\n');
      expect(tools).toBe(VANILLA_TOOLS);
      expect(modules).toBe('typescript.js');
    },
  );
});

test("the engine reads TypeScript's namespace a fixed number of times, however many tools it converts", () => {
  // Its exports are getters on an object in dictionary mode: a read per use on the hot paths
  // (`ts.isIdentifier(node)` for every node) cost a lookup and a call each. The build binds the
  // members the engine uses once, at load (tsdown.config.ts, `bindTypeScriptMembers`).
  temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-reads-'));
  const project = (tools: number) => {
    const root = path.join(temporary, `tools-${tools}`);
    mkdirSync(path.join(root, 'src'), { recursive: true });
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] }),
    );
    const names = Array.from({ length: tools }, (_, i) => `tool${i}`);
    const definitions = names.map(
      (name) =>
        `/** Runs ${name}. */\nexport function ${name}(input: { /** A word */ word: string; /** A count */ count?: number }) {\n  return input.word;\n}\n`,
    );
    writeFileSync(
      path.join(root, 'src/main.ts'),
      `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n${definitions.join('')}registerGlobalTools({ ${names.join(', ')} });\n`,
    );
    return root;
  };
  const reads = (root: string) => {
    const script = `const { createRequire } = require('node:module');
const engineRequire = createRequire(${JSON.stringify(path.join(DIST, 'engine.cjs'))});
const file = engineRequire.resolve('@ts-morph/common/dist/typescript.js');
const ts = engineRequire(file);
let reads = 0;
require.cache[file].exports = new Proxy(ts, { get: (target, key) => (reads++, target[key]) });
const { createExtractor } = require(${JSON.stringify(path.join(DIST, 'index.cjs'))});
const { tools } = createExtractor({ root: ${JSON.stringify(root)}, cache: false }).extractProject();
console.log(JSON.stringify({ tools: tools.length, reads }));`;
    return JSON.parse(run(script, 'cjs')) as { tools: number; reads: number };
  };
  const few = reads(project(2));
  const many = reads(project(40));
  expect([few.tools, many.tools]).toEqual([2, 40]);
  expect(many.reads).toBe(few.reads);
});

test.each([
  ['all ASCII', 'plain text'],
  ['with UTF-8', 'café, 型, 🙂'],
])("TypeScript's source is read right when it is %s", (_, text) => {
  // An ASCII file is read as latin1 (a plain copy); any other goes to Node's UTF-8 read.
  temporary = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-ascii-'));
  const dist = path.join(temporary, 'node_modules/@ts-morph/common/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, '../package.json'),
    JSON.stringify({ name: '@ts-morph/common', main: 'dist/ts-morph-common.js' }),
  );
  writeFileSync(path.join(dist, 'typescript.js'), `module.exports = { text: ${JSON.stringify(text)} };\n`);
  const { loadTsMorph } = createRequire(path.join(DIST, 'engine.cjs'))(
    path.join(DIST, 'load-ts-morph.cjs'),
  ) as typeof import('../src/load-ts-morph');
  const loaded = loadTsMorph(createRequire(path.join(temporary, 'index.js')));
  expect((loaded.ts as unknown as { text: string }).text).toBe(text);
});
