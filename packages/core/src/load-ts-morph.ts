import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { crc32 } from 'node:zlib';
import type * as TsMorphCommon from '@ts-morph/common';

/** What the core uses of `@ts-morph/common`: TypeScript and its lib files. */
export type TsMorph = Pick<typeof TsMorphCommon, 'ts' | 'getLibFiles'>;
type LibFile = ReturnType<TsMorph['getLibFiles']>[number];

/**
 * Loads TypeScript as ts-morph ships it (`@ts-morph/common`) the fast way, for the one process
 * that pays it:
 * - only TypeScript itself (`dist/typescript.js`, 9 MB) is run. The package's main module adds
 *   3 MB, nearly all of it TypeScript's lib files as string literals, and ts-morph's file-system
 *   helpers with their dependencies; the core needs a few lib files of those (about 100 KB without
 *   the DOM), so they are cut out of that module's text when first read (see `libFilesOf`).
 *   Measured: about 60 ms less per process. ts-morph's own wrapper layer (1 MB) is never loaded
 *   either: the core uses the compiler API only.
 * - through `require`: imported from ESM, Node first runs its module-format detection and
 *   named-export lexer over the CommonJS source, 200 ms per process (the build rewrites the
 *   bundles' `import … from 'ts-morph'` and `'@ts-morph/common'` into a call of this function,
 *   see tsdown.config.ts);
 * - with a V8 code cache, as Node 22's `module.enableCompileCache()` gives `tsc`: the bytecode
 *   compiled while loading and during the first extraction, written by the first process and
 *   read by the next ones (measured: 120–180 ms less per process for the load alone, see
 *   `saveCachesAfterFirstUse` for the rest). V8 rejects a cache of another version or flags, which is
 *   then made anew. `NODE_DISABLE_COMPILE_CACHE=1` (Node's own switch) turns it off;
 * - its 9 MB of ASCII read as latin1 rather than UTF-8 (see `readAsciiAsLatin1`).
 */
export function loadTsMorph(require: NodeJS.Require): TsMorph {
  let ts: TsMorph['ts'];
  let file: string;
  try {
    file = require.resolve(TYPESCRIPT);
  } catch {
    // Another layout of the package: its main module has both.
    return require('@ts-morph/common') as TsMorph;
  }
  const known = loaded.get(file);
  if (known) return known;
  const restore = compileCache() ? cacheCompiledScripts() : undefined;
  const restoreReading = readAsciiAsLatin1(file);
  try {
    ts = require(file) as TsMorph['ts'];
  } finally {
    restoreReading();
    restore?.();
    saveCachesAfterFirstUse();
  }
  let libFiles: LibFile[] | undefined;
  const fromModule = () => (require('@ts-morph/common') as TsMorph).getLibFiles();
  const getLibFiles = () =>
    (libFiles ??= libFilesOf(readFileSync(require.resolve('@ts-morph/common')), fromModule) ?? fromModule());
  const tsMorph = { ts, getLibFiles };
  loaded.set(file, tsMorph);
  return tsMorph;
}

const TYPESCRIPT = '@ts-morph/common/dist/typescript.js';

/** What each TypeScript file loaded as: a bundle's imports of `ts` and of `getLibFiles` share one load. */
const loaded = new Map<string, TsMorph>();

/**
 * The lib files of `@ts-morph/common`'s main module, read from its text: an array literal of
 * `{ fileName: "lib.….d.ts", text: "…" }` whose strings are JSON. Each text is decoded when first
 * read (a program reads the few its `lib` option names). Undefined when the text has another
 * shape; a text that is no JSON string is taken from `fromModule` (which loads the module). Tested
 * against the module's own `getLibFiles()`.
 */
function libFilesOf(source: Buffer, fromModule: () => LibFile[]): LibFile[] | undefined {
  // One byte per character, so that offsets in it are offsets in `source`; the names and the
  // quotes that delimit each text are ASCII, and only a text's own bytes are decoded as UTF-8.
  const bytes = source.toString('latin1');
  const start = bytes.indexOf('const libFiles = [{');
  if (start < 0) return undefined;
  const entry = /\{\s*fileName: ("lib[\w.-]*\.d\.ts"),\s*text: "/y;
  const files: LibFile[] = [];
  let at = start + 'const libFiles = ['.length;
  for (;;) {
    entry.lastIndex = at;
    const match = entry.exec(bytes);
    if (!match) return undefined;
    const opening = entry.lastIndex - 1;
    // A JSON string holds no raw line break: the first quote before one closes it.
    const closing = bytes.indexOf('"\n', opening + 1);
    if (closing < 0) return undefined;
    const fileName = JSON.parse(match[1]) as string;
    const decode = () => JSON.parse(source.toString('utf8', opening, closing + 1)) as string;
    files.push(lazyLibFile(fileName, decode, () => fromModule().find((lib) => lib.fileName === fileName)));
    const next = /^\s*\}(, |\];)/.exec(bytes.slice(closing + 1, closing + 16));
    if (!next) return undefined;
    if (next[1] === '];') break;
    at = closing + 1 + next[0].length;
  }
  return files;
}

function lazyLibFile(fileName: string, decode: () => string, original: () => LibFile | undefined): LibFile {
  let text: string | undefined;
  return {
    fileName,
    get text() {
      if (text === undefined) {
        try {
          text = decode();
        } catch {
          text = original()?.text ?? '';
        }
      }
      return text;
    },
  };
}

type CompileFunction = (this: Module, content: string, filename: string) => unknown;
interface ModuleInternals {
  prototype: { _compile: CompileFunction; require(id: string): unknown };
  wrap(source: string): string;
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: object): string;
  _resolveLookupPaths(request: string, parent: Module): string[] | null;
  _extensions: unknown;
  _cache: unknown;
}

const internals = Module as unknown as ModuleInternals;
/** Scripts compiled without a usable cache, whose bytecode is to be saved. */
const uncached: { file: string; script: vm.Script }[] = [];
let cacheDirectory: string | undefined | null;

/** The folder of the cache, or undefined when it is off or cannot be created. */
function compileCache(): string | undefined {
  if (cacheDirectory === undefined) {
    cacheDirectory = null;
    const nodeCache = (Module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.();
    // Other runtimes (Bun, Deno) load CommonJS their own way: leave them to it.
    const isNode = !process.versions.bun && !('Deno' in globalThis);
    if (isNode && !process.env.NODE_DISABLE_COMPILE_CACHE && !nodeCache) {
      const user = process.getuid?.() ?? 'user';
      const folder = path.join(tmpdir(), `webmcp-nexus-compile-cache-${user}`, process.versions.v8);
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        // Bytecode is code: only a folder that no other user can write to is trusted.
        if (isPrivate(path.dirname(folder)) && isPrivate(folder)) cacheDirectory = folder;
      } catch {
        // A read-only or missing temporary folder only costs the speed-up.
      }
    }
  }
  return cacheDirectory ?? undefined;
}

function isPrivate(folder: string): boolean {
  // Windows' temporary folder is the user's own, and its modes say nothing.
  if (process.platform === 'win32') return true;
  const { uid, mode } = statSync(folder);
  return (process.getuid === undefined || uid === process.getuid()) && (mode & 0o022) === 0;
}

/** Compiles every module `require` loads until restored through a cached `vm.Script`. */
function cacheCompiledScripts(): () => void {
  const original = internals.prototype._compile;
  internals.prototype._compile = function compileWithCache(content, filename) {
    let script: vm.Script;
    let file: string;
    try {
      file = path.join(cacheDirectory!, cacheName(filename, content));
      const cachedData = readIfExists(file);
      script = new vm.Script(internals.wrap(content), {
        filename,
        cachedData,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
      if (!cachedData || script.cachedDataRejected) uncached.push({ file, script });
    } catch {
      return original.call(this, content, filename);
    }
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };
  return () => {
    internals.prototype._compile = original;
  };
}

/**
 * Until restored, `require` reads `file` (TypeScript, 9 MB) as latin1 when it is all ASCII, as
 * TypeScript's own build is: the very string Node's UTF-8 read makes, decoded as a plain copy
 * (measured: ~3 ms instead of ~25). Any other file, or other text, goes to Node's own loader.
 */
function readAsciiAsLatin1(file: string): () => void {
  const extensions = internals._extensions as Record<string, (module: Module, filename: string) => void>;
  const original = extensions['.js'];
  extensions['.js'] = function loadJavaScript(module, filename) {
    const source = filename === file ? readIfExists(filename) : undefined;
    if (!source || !isAscii(source)) return original.call(this, module, filename);
    const { _compile } = module as unknown as { _compile: CompileFunction };
    _compile.call(module, source.toString('latin1'), filename);
  };
  return () => {
    extensions['.js'] = original;
  };
}

/**
 * A script's cache file: its path, length and modification time (hashing 13 MB of source would
 * cost a third of what the cache saves). An edit changes the time; a cache of other source
 * would be wrong code, so V8's own length check is not enough.
 */
function cacheName(filename: string, content: string): string {
  const { mtimeMs } = statSync(filename);
  return `${crc32(filename).toString(16)}-${content.length.toString(16)}-${Math.trunc(mtimeMs).toString(16)}${CACHE_FORMAT}`;
}

/**
 * Names the caches a version of this loader writes, so that a newer one that saves more is not
 * served an older, smaller cache forever (an accepted cache is never written again): `-2` since
 * caches are saved after the first extraction (see `saveCachesAfterFirstUse`).
 */
const CACHE_FORMAT = '-2';

/** The `require` a CommonJS module gets, as Node builds it. */
function requireFor(module: Module): NodeJS.Require {
  const require = ((id: string) => module.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    internals._resolveFilename(request, module, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => internals._resolveLookupPaths(request, module);
  require.resolve = resolve;
  require.main = process.mainModule;
  require.extensions = internals._extensions as NodeJS.Require['extensions'];
  require.cache = internals._cache as NodeJS.Require['cache'];
  return require;
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Saves the new caches once the code that loaded TypeScript has used it: V8 then writes the
 * bytecode of every function compiled meanwhile, the parser, binder and checker the first
 * extraction ran, and not only TypeScript's top level (which a save right after loading holds:
 * every later process would compile those functions again on first call). Measured, paired
 * against a save at load: cold extraction of the real-app fixture 65–75 ms faster, of the
 * 200-tool project 100–130 ms. On the next turn of the event loop, or at exit if the process ends first.
 */
function saveCachesAfterFirstUse(): void {
  if (uncached.length === 0) return;
  setImmediate(saveCaches);
  process.once('exit', saveCaches);
}

/** Writes the bytecode of the scripts compiled without a cache, each file atomically (once: later calls find none left). */
function saveCaches(): void {
  for (const { file, script } of uncached.splice(0)) {
    try {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, file);
    } catch {
      // Another process may be writing the same cache; either copy serves.
    }
  }
}
