import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

/**
 * TypeScript is loaded through `loadTsMorph` (src/load-ts-morph.ts: `require` of
 * `@ts-morph/common`'s TypeScript alone, plus a code cache, and the lib files cut out of its main
 * module's text) instead of a static import, in both bundles. The sources
 * keep their plain `import { ts } from 'ts-morph'` (types and values alike; ts-morph re-exports
 * `@ts-morph/common`'s `ts`) and `import { getLibFiles } from '@ts-morph/common'`; this rewrites
 * the imports the bundler leaves, and fails the build if one ever takes another shape (a bare
 * `import 'ts-morph'` left by a module whose uses were all shaken out would load it at once).
 * `lazily`: the entry bundles (which use no TypeScript today: the lints and the syntactic engine
 * read with oxc) would get it on first use, through a proxy, so that importing the core costs
 * nothing; the engine gets it at once (its hot paths must not pay a proxy).
 */
function loadTsMorphThroughRequire({ lazily }: { lazily: boolean }) {
  const specifier = '"(?:ts-morph|@ts-morph/common)"';
  const esm = new RegExp(`^import \\{ ([\\w, ]+) \\} from ${specifier};\\n`, 'gm');
  const cjs = new RegExp(`^let (\\w+) = require\\(${specifier}\\);$`, 'gm');
  const lazyMember = (load: string, member: string) =>
    `new Proxy(function () {}, { get: (_, key) => ${load}${member}[key], apply: (_, self, args) => Reflect.apply(${load}${member}, self, args), construct: (_, args) => Reflect.construct(${load}${member}, args), has: (_, key) => key in ${load}${member} })`;
  return {
    name: 'load-ts-morph-through-require',
    renderChunk(code: string, chunk: { fileName: string }) {
      if (chunk.fileName.startsWith('load-ts-morph')) return null;
      let rewritten = code;
      const names = [...code.matchAll(esm)].flatMap((match) =>
        match[1].split(',').map((name) => name.trim()),
      );
      if (names.length > 0) {
        const imports = `import { createRequire as __createRequire } from "node:module";\nimport { loadTsMorph as __loadTsMorph } from "./load-ts-morph.js";\n`;
        const load = `(__tsMorph ??= __loadTsMorph(__createRequire(import.meta.url)))`;
        const bindings = lazily
          ? `let __tsMorph;\n${names.map((name) => `const ${name} = ${lazyMember(load, `.${name}`)};`).join('\n')}\n`
          : `const { ${names.join(', ')} } = __loadTsMorph(__createRequire(import.meta.url));\n`;
        let first = true;
        rewritten = rewritten.replace(esm, () => {
          if (!first) return '';
          first = false;
          return imports + bindings;
        });
      }
      let declared = false;
      rewritten = rewritten.replace(cjs, (_, name: string) => {
        if (!lazily) return `let ${name} = require("./load-ts-morph.cjs").loadTsMorph(require);`;
        const declaration = declared ? '' : 'let __tsMorph;\n';
        declared = true;
        return `${declaration}let ${name} = new Proxy({}, { get: (_, key) => (__tsMorph ??= require("./load-ts-morph.cjs").loadTsMorph(require))[key] });`;
      });
      if (!lazily) rewritten = bindTypeScriptMembers(rewritten);
      if (/"(?:ts-morph|@ts-morph\/common)"/.test(rewritten))
        throw new Error(`${chunk.fileName}: unexpected form of a ts-morph import`);
      return rewritten === code ? null : rewritten;
    },
  };
}

/**
 * Binds each member of TypeScript the engine uses (`ts.isIdentifier`, `ts.SyntaxKind`) to a
 * constant once, after `loadTsMorph`, in place of the bundler's `ts_morph.ts.isIdentifier`:
 * TypeScript's namespace object holds its 2,000 exports as getters in dictionary mode, so each
 * such use was a hash lookup and a getter call, on the hot paths of every conversion (measured:
 * about 26 ns each, 50–150 ms of a cold extraction of 1,000 tools). `ts.sys` stays a live read:
 * `ts.setSys` may replace it.
 */
function bindTypeScriptMembers(code: string): string {
  const load = /^let (\w+) = require\("\.\/load-ts-morph\.cjs"\)\.loadTsMorph\(require\);$/m;
  const namespace = load.exec(code)?.[1];
  if (!namespace) return code;
  const members = new Set<string>();
  const rewritten = code.replace(
    new RegExp(`\\b${namespace}\\.ts\\.(\\w+)\\b`, 'g'),
    (use, member: string) => {
      if (member === 'sys') return use;
      members.add(member);
      return `__ts_${member}`;
    },
  );
  const bindings = [...members].map((member) => `${member}: __ts_${member}`).join(', ');
  return rewritten.replace(load, (line) => `${line}\nconst { ${bindings} } = ${namespace}.ts;`);
}

/**
 * The engine (src/extract/engine.ts: everything that loads TypeScript) is a CommonJS bundle of
 * its own, `require`d by the entry on first need, so that a persistent-cache hit never loads
 * TypeScript. This replaces src/extract/load-engine.ts in the entry bundles with that `require`
 * (from ESM through `createRequire`), and src/extract/load-checker-worker.ts with the path of the
 * worker thread that runs the engine for builds (dist/checker-worker.cjs).
 */
const requireEngineOnFirstUse = {
  name: 'require-engine-on-first-use',
  load(id: string) {
    const file = id.replace(/\\/g, '/');
    if (file.endsWith('/src/extract/load-checker-worker.ts')) {
      return [
        "/** The file of the checker engine's worker thread. */",
        'export function checkerWorkerFile() { return __coreRequire("node:path").join(__coreFolder, "checker-worker.cjs"); }',
      ].join('\n');
    }
    if (!file.endsWith('/src/extract/load-engine.ts')) return null;
    return [
      'let engine;',
      '/** The engine module: the extractor that loads TypeScript. */',
      'export function loadEngine() { return (engine ??= __coreRequire("./engine.cjs")); }',
      'export const codeLocation = { folder: __coreFolder, require: __coreRequire };',
    ].join('\n');
  },
  renderChunk(code: string, _chunk: unknown, outputOptions: { format?: string }) {
    if (!code.includes('__coreRequire')) return null;
    const header =
      outputOptions.format === 'es'
        ? 'import { createRequire as __coreCreateRequire } from "node:module";\nimport { fileURLToPath as __fileURLToPath } from "node:url";\nconst __coreRequire = __coreCreateRequire(import.meta.url);\nconst __coreFolder = __fileURLToPath(new URL(".", import.meta.url));\n'
        : 'const __coreRequire = require;\nconst __coreFolder = __dirname;\n';
    return header + code;
  },
};

export default defineConfig([
  nodePackage({
    entry: ['src/index.ts', 'src/load-ts-morph.ts'],
    plugins: [requireEngineOnFirstUse, loadTsMorphThroughRequire({ lazily: true })],
  }),
  nodePackage({
    entry: { engine: 'src/extract/engine.ts' },
    format: ['cjs'],
    dts: false,
    clean: false,
    plugins: [loadTsMorphThroughRequire({ lazily: false })],
  }),
  nodePackage({
    entry: { 'checker-worker': 'src/extract/checker-worker.ts' },
    format: ['cjs'],
    dts: false,
    clean: false,
    plugins: [requireEngineOnFirstUse],
  }),
]);
