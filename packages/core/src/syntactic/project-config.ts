import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type FolderRead, readFolder } from '../folder-listing';
import { toAbsolutePosixPath } from '../project/paths';
import {
  missingTsconfigDiagnostic,
  missingTsconfigReason,
  unlocatedTsconfigError,
} from '../project/tsconfig-texts';
import type { Diagnostic } from '../types';
import { bail } from './bail';

/** The part of a project's tsconfig the engine follows: where it is, `paths`, and which files it may hold. */
export interface ProjectConfig {
  /** The tsconfig used (undefined: none found, the checker engine's defaults apply). */
  configPath: string | undefined;
  /** The folder `paths` are relative to (the tsconfig's). */
  configFolder: string;
  /** Whether the tsconfig maps specifiers with `paths` (the resolver then reads it). */
  hasPaths: boolean;
  /** Whether the DOM's lib is in the program (no `lib` option, or one naming `dom`): `URL` is declared there. */
  hasDomLib: boolean;
  /** `allowJs`: the checker reads the project's JavaScript files (the engine bails where a tool reaches one). */
  allowJs: boolean;
  /**
   * Every file the tsconfig's `files`/`include` could name (a superset: `exclude` is not applied).
   * The checker engine's program holds its declaration files and scripts as roots.
   */
  candidateFiles(): string[];
  /** The tsconfig files read (the one used, what it extends, the projects it references). */
  configFiles: string[];
  /**
   * The folders `candidateFiles` listed so far, as read (one missing where an `include` pattern
   * starts too): a file created in one could join the program.
   */
  listedFolders(): ReadonlyMap<string, FolderRead>;
}

/**
 * Compiler options that change no type the engine derives, nor module resolution as it does it.
 * Anything else (`exactOptionalPropertyTypes`, `rootDirs`…) makes it bail. `allowJs` is followed:
 * JavaScript files join the candidates, and resolving one makes the engine bail.
 */
const HARMLESS_OPTIONS = new Set(
  [
    'target module moduleResolution lib jsx jsxImportSource jsxFactory jsxFragmentFactory strict',
    'strictNullChecks noImplicitAny strictFunctionTypes strictBindCallApply strictPropertyInitialization',
    'strictBuiltinIteratorReturn noImplicitThis useUnknownInCatchVariables alwaysStrict noUncheckedIndexedAccess',
    'noImplicitReturns noFallthroughCasesInSwitch noUnusedLocals noUnusedParameters noImplicitOverride',
    'noPropertyAccessFromIndexSignature allowUnreachableCode allowUnusedLabels skipLibCheck skipDefaultLibCheck',
    'isolatedModules verbatimModuleSyntax esModuleInterop allowSyntheticDefaultImports resolveJsonModule',
    'forceConsistentCasingInFileNames noEmit declaration declarationMap emitDeclarationOnly sourceMap',
    'inlineSourceMap inlineSources outDir outFile rootDir declarationDir tsBuildInfoFile incremental composite',
    'removeComments importHelpers downlevelIteration experimentalDecorators emitDecoratorMetadata',
    'useDefineForClassFields preserveConstEnums isolatedDeclarations erasableSyntaxOnly',
    'noUncheckedSideEffectImports allowImportingTsExtensions rewriteRelativeImportExtensions paths types',
    'typeRoots newLine noEmitOnError plugins noErrorTruncation pretty diagnostics extendedDiagnostics',
    'listFiles listEmittedFiles traceResolution explainFiles preserveWatchOutput assumeChangesOnlyAffectDirectDependencies',
    'disableSizeLimit disableSourceOfProjectReferenceRedirect disableSolutionSearching disableReferencedProjectLoad',
    'checkers singleThreaded quiet pprofDir deduplicatePackages libReplacement checkJs maxNodeModuleJsDepth baseUrl',
    'allowJs emitBOM stripInternal noImplicitUseStrict sourceRoot mapRoot generateCpuProfile generateTrace',
  ]
    .join(' ')
    .split(' '),
);

/** The checker engine's defaults (no tsconfig): strict, ESNext, bundler resolution. */
const DEFAULT_INCLUDE = ['**/*'];

/** Finds and reads the tsconfig as the checker engine would, or bails where it cannot follow it. */
export function readProjectConfig(root: string, explicitTsconfig?: string): ProjectConfig {
  const configPath = explicitTsconfig ? toAbsolutePosixPath(explicitTsconfig, root) : findConfig(root);
  const read = { configs: new Set<string>(), folders: new Map<string, FolderRead>() };
  const listCandidates = (
    folder: string,
    include: readonly string[],
    files: readonly string[],
    js: boolean,
  ) => listOnce(() => listCandidateFiles(folder, include, files, js, read.folders));
  const listedFolders = () => read.folders;
  if (!configPath) {
    return {
      configPath: undefined,
      configFolder: root,
      hasPaths: false,
      hasDomLib: true,
      allowJs: false,
      candidateFiles: listCandidates(root, DEFAULT_INCLUDE, [], false),
      configFiles: [],
      listedFolders,
    };
  }
  // A tsconfig that is missing or extends a missing file: the checker engine reports a P2 and
  // uses its defaults (strict, bundler resolution, every file below the tsconfig's folder).
  const defaultsIn = (folder: string): ProjectConfig => ({
    configPath: undefined,
    configFolder: folder,
    hasPaths: false,
    hasDomLib: true,
    allowJs: false,
    candidateFiles: listCandidates(folder, DEFAULT_INCLUDE, [], false),
    configFiles: [...read.configs],
    listedFolders,
  });
  if (!existsSync(configPath)) return defaultsIn(path.posix.dirname(configPath));
  let config: ConfigChain;
  try {
    config = readConfigChain(configPath, read.configs);
  } catch (error) {
    if (error instanceof MissingExtendedConfig) return defaultsIn(path.posix.dirname(configPath));
    throw error;
  }
  const allowJs = config.options.allowJs === true;
  const ownFiles = listCandidates(config.filesFolder, config.include, config.files, allowJs);
  // A solution tsconfig (Vite's templates: `files: []` and `references`): the first referenced
  // project with sources decides the options, as the checker engine reads it.
  if (config.references.length > 0 && config.include.length === 0 && config.files.length === 0) {
    const referenced = config.references.map((reference) => {
      const target = toAbsolutePosixPath(reference, path.posix.dirname(configPath));
      const file = existsSync(target) && statSync(target).isDirectory() ? `${target}/tsconfig.json` : target;
      if (!existsSync(file)) bail('tsconfig:missing-reference', file);
      const chain = readConfigChain(file, read.configs);
      return {
        file,
        chain,
        files: listCandidates(chain.filesFolder, chain.include, chain.files, chain.options.allowJs === true),
      };
    });
    const chosen = referenced.find((candidate) => candidate.files().length > 0);
    if (!chosen) bail('tsconfig:no-sources', configPath);
    // `exclude` is not applied to the listing: it could empty a project the engine counts as having sources.
    if (chosen.chain.hasExclude) bail('tsconfig:exclude-in-reference', chosen.file);
    checkOptions(chosen.chain.options, chosen.file);
    return {
      configPath: chosen.file,
      configFolder: path.posix.dirname(chosen.file),
      hasPaths: chosen.chain.options.paths !== undefined || chosen.chain.options.baseUrl !== undefined,
      allowJs: chosen.chain.options.allowJs === true,
      hasDomLib: namesDomLib(chosen.chain.options.lib),
      candidateFiles: listOnce(() =>
        [...new Set(referenced.flatMap((candidate) => candidate.files()))].sort(),
      ),
      configFiles: [...read.configs],
      listedFolders,
    };
  }
  checkOptions(config.options, configPath);
  return {
    configPath,
    configFolder: path.posix.dirname(configPath),
    hasPaths: config.options.paths !== undefined || config.options.baseUrl !== undefined,
    allowJs,
    hasDomLib: namesDomLib(config.options.lib),
    candidateFiles: ownFiles,
    configFiles: [...read.configs],
    listedFolders,
  };
}

/**
 * The tsconfig's own problems (P1, P2) as the checker engine reports them (load-tsconfig.ts),
 * read without TypeScript: none for a tsconfig that reads cleanly with everything it extends or
 * references, P1 when there is none, P2 when an explicit one is missing. `undefined` for anything
 * else (a syntax error, a missing or circular `extends`, a package's tsconfig extended): only
 * TypeScript words those, so the caller asks it.
 */
export function readTsconfigProblems(root: string, explicitTsconfig?: string): Diagnostic[] | undefined {
  const configPath = explicitTsconfig ? toAbsolutePosixPath(explicitTsconfig, root) : findConfig(root);
  if (!configPath) return [missingTsconfigDiagnostic(root)];
  if (!existsSync(configPath)) return [unlocatedTsconfigError(configPath, missingTsconfigReason(configPath))];
  try {
    const config = readConfigChain(configPath);
    for (const reference of config.references) {
      const target = toAbsolutePosixPath(reference, path.posix.dirname(configPath));
      const file = existsSync(target) && statSync(target).isDirectory() ? `${target}/tsconfig.json` : target;
      if (!existsSync(file)) return undefined;
      readConfigChain(file);
    }
    return [];
  } catch {
    return undefined;
  }
}

class MissingExtendedConfig extends Error {}

/** Whether a `lib` option leaves the DOM's lib in (none given: the target's default libs, DOM included). */
function namesDomLib(lib: unknown): boolean {
  if (lib === undefined) return true;
  return Array.isArray(lib) && lib.some((entry) => typeof entry === 'string' && /^dom$/i.test(entry));
}

/** A tsconfig with what it extends merged in, as TypeScript merges it. */
interface ConfigChain {
  options: Record<string, unknown>;
  include: string[];
  files: string[];
  /** The folder `include` and `files` are relative to (the config that wrote them). */
  filesFolder: string;
  hasExclude: boolean;
  references: string[];
}

function readConfigChain(configPath: string, read = new Set<string>(), depth = 0): ConfigChain {
  if (depth > 8) bail('tsconfig:extends-cycle', configPath);
  read.add(configPath);
  const config = parseConfigText(configPath);
  const folder = path.posix.dirname(configPath);
  const options = config.compilerOptions ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    bail('tsconfig:unreadable', configPath);
  const own = options as Record<string, unknown>;
  const listOf = (value: unknown): string[] | undefined => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string'))
      return bail('tsconfig:unreadable', configPath);
    return value as string[];
  };
  const include = listOf(config.include);
  const files = listOf(config.files);
  const references = Array.isArray(config.references)
    ? config.references.map((reference) =>
        typeof reference === 'object' &&
        reference !== null &&
        typeof (reference as { path?: unknown }).path === 'string'
          ? (reference as { path: string }).path
          : bail('tsconfig:unreadable', configPath),
      )
    : [];
  let base: ConfigChain | undefined;
  if (config.extends !== undefined) {
    const targets = Array.isArray(config.extends) ? config.extends : [config.extends];
    for (const target of targets) {
      if (typeof target !== 'string' || !target.startsWith('.')) bail('tsconfig:extends-package', configPath);
      const file = toAbsolutePosixPath(target.endsWith('.json') ? target : `${target}.json`, folder);
      if (!existsSync(file)) throw new MissingExtendedConfig();
      const next = readConfigChain(file, read, depth + 1);
      base = base
        ? {
            ...next,
            options: { ...base.options, ...next.options },
            ...(next.include.length === 0 && next.files.length === 0
              ? { include: base.include, files: base.files, filesFolder: base.filesFolder }
              : {}),
            hasExclude: base.hasExclude || next.hasExclude,
          }
        : next;
    }
  }
  // `paths` written in a base config are relative to that config: the resolver reads the chain itself.
  const inherits = base !== undefined && include === undefined && files === undefined;
  return {
    options: { ...base?.options, ...own },
    include: inherits ? base!.include : (include ?? (files ? [] : DEFAULT_INCLUDE)),
    files: inherits ? base!.files : (files ?? []),
    filesFolder: inherits ? base!.filesFolder : folder,
    hasExclude: config.exclude !== undefined || (base?.hasExclude ?? false),
    references,
  };
}

function checkOptions(options: Record<string, unknown>, configPath: string): void {
  for (const name of Object.keys(options))
    if (!HARMLESS_OPTIONS.has(name)) bail(`tsconfig:option:${name}`, configPath);
  const strictNullChecks = options.strictNullChecks ?? options.strict;
  if (strictNullChecks !== true) bail('tsconfig:not-strict', configPath);
  if (String(options.moduleResolution).toLowerCase() !== 'bundler') bail('tsconfig:resolution', configPath);
  if (options.paths !== undefined && (typeof options.paths !== 'object' || options.paths === null))
    bail('tsconfig:unreadable', configPath);
  if (options.customConditions !== undefined) bail('tsconfig:option:customConditions', configPath);
  if (options.baseUrl !== undefined && typeof options.baseUrl !== 'string')
    bail('tsconfig:unreadable', configPath);
}

/** tsc's lookup: `tsconfig.json` in `root`, then in each folder above. */
function findConfig(root: string): string | undefined {
  for (let folder = toAbsolutePosixPath(root); ; ) {
    const candidate = `${folder === '/' ? '' : folder}/tsconfig.json`;
    if (existsSync(candidate)) return candidate;
    const parent = path.posix.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

interface ConfigFile {
  extends?: unknown;
  references?: unknown;
  compilerOptions?: unknown;
  include?: unknown;
  exclude?: unknown;
  files?: unknown;
}

/** A tsconfig's JSON, read as TypeScript reads it (comments and trailing commas allowed). */
function parseConfigText(configPath: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(configPath, 'utf8');
  } catch {
    return bail('tsconfig:unreadable', configPath);
  }
  try {
    const parsed: unknown = JSON.parse(withoutCommentsAndTrailingCommas(text));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) bail('tsconfig:unreadable');
    return parsed as ConfigFile;
  } catch {
    return bail('tsconfig:unreadable', configPath);
  }
}

/** JSON with comments and trailing commas, as plain JSON (strings left alone). */
function withoutCommentsAndTrailingCommas(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; ) {
    const char = text[at];
    if (char === '"') {
      const start = at++;
      while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
      out += text.slice(start, ++at);
    } else if (text.startsWith('//', at)) {
      while (at < text.length && text[at] !== '\n') at++;
    } else if (text.startsWith('/*', at)) {
      const close = text.indexOf('*/', at + 2);
      at = close === -1 ? text.length : close + 2;
    } else {
      out += char;
      at++;
    }
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

function listOnce(list: () => string[]): () => string[] {
  let listed: string[] | undefined;
  return () => (listed ??= list());
}

const SOURCE = /\.(?:[cm]?tsx?)$/;
const SOURCE_WITH_JS = /\.(?:[cm]?[tj]sx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'bower_components', 'jspm_packages']);

/**
 * Every TypeScript file (and JavaScript file, with `allowJs`) below the folders the `include` patterns start from (before their first
 * wildcard), plus `files`: more than tsc picks (no `exclude`, patterns not matched), never less.
 */
function listCandidateFiles(
  folder: string,
  include: readonly string[],
  files: readonly string[],
  allowJs: boolean,
  listed: Map<string, FolderRead>,
): string[] {
  const found = new Set<string>();
  for (const file of files) found.add(toAbsolutePosixPath(file, folder));
  for (const pattern of include) {
    const segments = pattern.split('/');
    const fixed: string[] = [];
    for (const segment of segments) {
      if (/[*?]/.test(segment)) break;
      fixed.push(segment);
    }
    const base = toAbsolutePosixPath(fixed.join('/') || '.', folder);
    let stats: ReturnType<typeof statSync> | undefined;
    try {
      stats = statSync(base);
    } catch {
      listed.set(base, { listing: null, stamp: undefined });
      continue;
    }
    if (stats.isFile()) found.add(base);
    else if (stats.isDirectory()) walkFolder(base, found, listed);
  }
  const source = allowJs ? SOURCE_WITH_JS : SOURCE;
  return [...found].filter((file) => source.test(file)).sort();
}

function walkFolder(folder: string, found: Set<string>, listed: Map<string, FolderRead>): void {
  const { entries, ...read } = readFolder(folder);
  listed.set(folder, read);
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walkFolder(full, found, listed);
    } else if (entry.isFile() || entry.isSymbolicLink()) found.add(full);
  }
}
