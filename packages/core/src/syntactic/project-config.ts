import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { toAbsolutePosixPath } from '../project/paths';
import { bail } from './bail';

/** The part of a project's tsconfig the engine follows: where it is, `paths`, and which files it may hold. */
export interface ProjectConfig {
  /** The tsconfig used (undefined: none found, the checker engine's defaults apply). */
  configPath: string | undefined;
  /** The folder `paths` are relative to (the tsconfig's). */
  configFolder: string;
  /** Whether the tsconfig maps specifiers with `paths` (the resolver then reads it). */
  hasPaths: boolean;
  /**
   * Every file the tsconfig's `files`/`include` could name (a superset: `exclude` is not applied).
   * The checker engine's program holds its declaration files and scripts as roots.
   */
  candidateFiles(): string[];
}

/**
 * Compiler options that change no type the engine derives, nor module resolution as it does it.
 * Anything else (`exactOptionalPropertyTypes`, `baseUrl`, `rootDirs`, `allowJs`…) makes it bail.
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
    'checkers singleThreaded quiet pprofDir deduplicatePackages libReplacement checkJs maxNodeModuleJsDepth',
    'emitBOM stripInternal noImplicitUseStrict sourceRoot mapRoot generateCpuProfile generateTrace',
  ]
    .join(' ')
    .split(' '),
);

/** The checker engine's defaults (no tsconfig): strict, ESNext, bundler resolution. */
const DEFAULT_INCLUDE = ['**/*'];

/** Finds and reads the tsconfig as the checker engine would, or bails where it cannot follow it. */
export function readProjectConfig(root: string, explicitTsconfig?: string): ProjectConfig {
  const configPath = explicitTsconfig ? toAbsolutePosixPath(explicitTsconfig, root) : findConfig(root);
  if (!configPath) {
    return {
      configPath: undefined,
      configFolder: root,
      hasPaths: false,
      candidateFiles: listedOnce(() => listCandidates(root, DEFAULT_INCLUDE, [])),
    };
  }
  if (!existsSync(configPath)) bail('tsconfig:missing', configPath);
  const config = parseConfigText(configPath);
  if (config.extends !== undefined) bail('tsconfig:extends', configPath);
  if (config.references !== undefined) bail('tsconfig:references', configPath);
  const options = (config.compilerOptions ?? {}) as Record<string, unknown>;
  if (typeof options !== 'object' || Array.isArray(options)) bail('tsconfig:unreadable', configPath);
  checkOptions(options, configPath);
  const folder = path.posix.dirname(configPath);
  const include = Array.isArray(config.include) ? config.include : config.files ? [] : DEFAULT_INCLUDE;
  const files = Array.isArray(config.files) ? config.files : [];
  if (![...include, ...files].every((entry) => typeof entry === 'string'))
    bail('tsconfig:unreadable', configPath);
  return {
    configPath,
    configFolder: folder,
    hasPaths: options.paths !== undefined,
    candidateFiles: listedOnce(() => listCandidates(folder, include as string[], files as string[])),
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

function listedOnce(list: () => string[]): () => string[] {
  let listed: string[] | undefined;
  return () => (listed ??= list());
}

const SOURCE = /\.(?:[cm]?tsx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'bower_components', 'jspm_packages']);

/**
 * Every TypeScript file below the folders the `include` patterns start from (before their first
 * wildcard), plus `files`: more than tsc picks (no `exclude`, patterns not matched), never less.
 */
function listCandidates(folder: string, include: readonly string[], files: readonly string[]): string[] {
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
      continue;
    }
    if (stats.isFile()) found.add(base);
    else if (stats.isDirectory()) walkFolder(base, found);
  }
  return [...found].filter((file) => SOURCE.test(file)).sort();
}

function walkFolder(folder: string, found: Set<string>): void {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walkFolder(full, found);
    } else if (entry.isFile() || entry.isSymbolicLink()) found.add(full);
  }
}
