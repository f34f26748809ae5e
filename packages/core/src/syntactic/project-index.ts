import { type FileStamp, settledStampOf } from '../file-stamp';
import type { FolderRead } from '../folder-listing';
import { readTextFile } from '../read-text-file';
import type { AstNode } from '../syntax/ast';
import type { OxcToolkit } from '../syntax/oxc-toolkit';
import { createParsedFile, type ParsedFile } from '../syntax/parsed-file';
import { emptyResolutionLog, type ResolutionLog } from './ambient-declarations';
import { bail } from './bail';
import { createModuleResolver, type Resolution } from './module-resolver';
import {
  createModuleScope,
  type DeclarationBinding,
  type ExportEntry,
  type ModuleScope,
} from './module-scope';
import type { ProjectConfig } from './project-config';

/** What a name leads to once imports and re-exports are followed. */
export type Target =
  /** Declarations of the name in a file (all of them: the caller picks by meaning). */
  | { kind: 'declarations'; scope: ModuleScope; name: string; bindings: DeclarationBinding[] }
  /** A module itself (`import * as api`, `export * as api`). */
  | { kind: 'module'; scope: ModuleScope }
  /** `export default <expression>`. */
  | { kind: 'default-expression'; scope: ModuleScope; node: AstNode }
  /** Something a package declares. */
  | { kind: 'package'; file: string; name: string; specifier: string }
  /** A module that cannot be resolved, or a name it does not export. */
  | { kind: 'unresolved'; reason: 'module' | 'export'; specifier: string; name: string };

/** A resolved name, with the files of every alias passed (imports, `export { }`, `export … from`), in order. */
export interface ResolvedName {
  target: Target;
  aliasFiles: string[];
}

// Re-export chains are short; the cap guards against a cycle.
const MAX_HOPS = 64;

/**
 * What the engine's answers so far were derived from, for the persistent cache: every file read
 * from disk with its text and, when it can vouch for that text, the stamp taken just before it was
 * read (texts given with `setText` have none); and every folder whose entries decided a module
 * resolution, with its listing as seen.
 */
export interface Provenance {
  reads: ReadonlyMap<string, { text: string | undefined; stamp: FileStamp | undefined }>;
  probedFolders: ReadonlyMap<string, FolderRead>;
}

/** The project's files as the engine reads them: parsed once, scoped once, invalidated per file. */
export interface ProjectIndex {
  readonly config: ProjectConfig;
  /** A file's text (`undefined` when it cannot be read); the call site's may be given. */
  text(file: string): string | undefined;
  parsed(file: string): ParsedFile;
  scope(file: string): ModuleScope;
  resolve(specifier: string, fromFile: string): Resolution;
  /** Follows `name` as exported by `scope`'s module. */
  resolveExport(scope: ModuleScope, name: string, aliasFiles?: string[]): ResolvedName;
  /** Follows a top-level binding of a file (an import, or the file's own declarations). */
  resolveLocal(scope: ModuleScope, name: string): ResolvedName | undefined;
  /** The parsed file a node belongs to. */
  fileOf(node: AstNode): ParsedFile;
  /** Sets the text of a file (the call site's `code`), or forgets it (`undefined`: read from disk again). */
  setText(file: string, text: string | undefined): void;
  /** Forgets module resolution (a file was created or deleted). */
  resetResolution(): void;
  /** What names and modules were resolved since the last `startLog` (see ambient-declarations.ts). */
  readonly log: ResolutionLog;
  /** Starts a new log (one per extraction); a name `globals` holds that no file's scope has makes it bail. */
  startLog(globals: ReadonlySet<string>): void;
  provenance(): Provenance;
}

/** Creates the index over `config`, parsing with the toolkit's parser. */
export function createProjectIndex(toolkit: OxcToolkit, config: ProjectConfig): ProjectIndex {
  const texts = new Map<string, { text: string | undefined; stamp: FileStamp | undefined }>();
  const overrides = new Map<string, string>();
  const files = new Map<string, ParsedFile>();
  const byProgram = new WeakMap<AstNode, ParsedFile>();
  const scopes = new Map<string, ModuleScope>();
  const resolver = createModuleResolver(toolkit, config);
  let log = emptyResolutionLog();
  let ambientGlobals: ReadonlySet<string> = new Set();

  function text(file: string): string | undefined {
    if (overrides.has(file)) return overrides.get(file);
    let known = texts.get(file);
    if (!known) {
      // Stamped first: an edit between the stamp and the read leaves a stamp that no longer matches.
      const stamp = settledStampOf(file);
      known = { text: readTextFile(file), stamp };
      texts.set(file, known);
    }
    return known.text;
  }

  function parsed(file: string): ParsedFile {
    let known = files.get(file);
    if (!known) {
      const source = text(file);
      if (source === undefined) bail('file:unreadable', file);
      if (!/\.(?:[cm]?tsx?)$/.test(file)) bail('file:not-typescript', file);
      const result = toolkit.parseSync(file, source, { preserveParens: true });
      const hasErrors = result.errors.some((error) => error.severity === 'Error');
      known = createParsedFile(file, source, result.program as unknown as AstNode, hasErrors);
      files.set(file, known);
      byProgram.set(known.program, known);
    }
    if (known.hasErrors) bail('file:syntax-error', file);
    return known;
  }

  function scope(file: string): ModuleScope {
    let known = scopes.get(file);
    if (!known) {
      known = createModuleScope(parsed(file));
      scopes.set(file, known);
    }
    return known;
  }

  function resolveModule(
    specifier: string,
    fromFile: string,
  ): { scope: ModuleScope } | { package: string } | undefined {
    const resolution = resolver.resolve(specifier, fromFile);
    log.specifiers.add(specifier);
    if (resolution.kind !== 'none') log.files.add(resolution.file);
    if (resolution.kind === 'file') return { scope: scope(resolution.file) };
    if (resolution.kind === 'package') return { package: resolution.file };
    return undefined;
  }

  function follow(
    scope: ModuleScope,
    entries: ExportEntry[] | undefined,
    name: string,
    aliasFiles: string[],
    hops: number,
  ): ResolvedName | undefined {
    if (!entries || entries.length === 0) return undefined;
    if (hops > MAX_HOPS) bail('name:cycle', `${name} in ${scope.file.fileName}`);
    const declarations = entries.filter((entry) => entry.kind === 'declaration');
    if (declarations.length === entries.length) {
      const bindings = scope.locals.get(name === 'default' ? declarations[0].binding.local : name) ?? [];
      return {
        target: {
          kind: 'declarations',
          scope,
          name: declarations[0].binding.local,
          bindings: bindings.filter((binding) => binding.kind === 'declaration') as DeclarationBinding[],
        },
        aliasFiles,
      };
    }
    // One name exported by several statements of different kinds (merging, `export { a }` + a
    // declaration): the checker merges them into one symbol the engine does not model.
    if (entries.length > 1) bail('name:merged-export', `${name} in ${scope.file.fileName}`);
    const [entry] = entries;
    if (entry.kind === 'default-expression') {
      return { target: { kind: 'default-expression', scope, node: entry.node }, aliasFiles };
    }
    const passed = [...aliasFiles, scope.file.fileName];
    if (entry.kind === 'local') return localOf(scope, entry.local, passed, hops + 1);
    if (entry.kind !== 'from') return undefined;
    return fromModule(scope, entry.specifier, entry.imported, passed, hops + 1);
  }

  function fromModule(
    scope: ModuleScope,
    specifier: string,
    imported: string,
    aliasFiles: string[],
    hops: number,
  ): ResolvedName {
    const module = resolveModule(specifier, scope.file.fileName);
    if (!module)
      return { target: { kind: 'unresolved', reason: 'module', specifier, name: imported }, aliasFiles };
    if ('package' in module)
      return { target: { kind: 'package', file: module.package, name: imported, specifier }, aliasFiles };
    if (imported === '*') return { target: { kind: 'module', scope: module.scope }, aliasFiles };
    return (
      exportOf(module.scope, imported, aliasFiles, hops) ?? {
        target: { kind: 'unresolved', reason: 'export', specifier, name: imported },
        aliasFiles,
      }
    );
  }

  function localOf(
    scope: ModuleScope,
    name: string,
    aliasFiles: string[],
    hops: number,
  ): ResolvedName | undefined {
    const bindings = scope.locals.get(name);
    if (!bindings || bindings.length === 0) return undefined;
    const imports = bindings.filter((binding) => binding.kind === 'import');
    if (imports.length > 0) {
      if (bindings.length > 1) bail('name:merged-import', `${name} in ${scope.file.fileName}`);
      const [binding] = imports;
      return fromModule(
        scope,
        binding.specifier,
        binding.imported,
        [...aliasFiles, scope.file.fileName],
        hops + 1,
      );
    }
    return {
      target: {
        kind: 'declarations',
        scope,
        name,
        bindings: bindings as DeclarationBinding[],
      },
      aliasFiles,
    };
  }

  function exportOf(
    scope: ModuleScope,
    name: string,
    aliasFiles: string[],
    hops: number,
  ): ResolvedName | undefined {
    if (scope.unmodelled.includes('export =')) bail('module:export-equals', scope.file.fileName);
    const own = follow(scope, scope.exports.get(name), name, aliasFiles, hops);
    if (own || name === 'default') return own;
    let found: ResolvedName | undefined;
    for (const star of scope.stars) {
      const module = resolveModule(star.specifier, scope.file.fileName);
      if (!module) continue;
      if ('package' in module)
        bail('module:star-from-package', `${star.specifier} in ${scope.file.fileName}`);
      const candidate = exportOf(module.scope, name, aliasFiles, hops + 1);
      if (!candidate) continue;
      if (found) bail('name:ambiguous-star', `${name} in ${scope.file.fileName}`);
      found = candidate;
    }
    return found;
  }

  return {
    config,
    text,
    parsed,
    scope,
    resolve: (specifier, fromFile) => resolver.resolve(specifier, fromFile),
    resolveExport: (scope, name, aliasFiles = []) =>
      exportOf(scope, name, aliasFiles, 0) ?? {
        target: { kind: 'unresolved', reason: 'export', specifier: scope.file.fileName, name },
        aliasFiles,
      },
    resolveLocal(scope, name) {
      const found = localOf(scope, name, [], 0);
      if (!found) {
        if (ambientGlobals.has(name)) bail('project:global-declarations', `${name} is declared globally`);
        log.globals.add(name);
      }
      return found;
    },
    fileOf(node) {
      let root = node;
      while (root.parent) root = root.parent;
      const file = byProgram.get(root);
      if (!file) return bail('engine:node-without-file');
      return file;
    },
    setText(file, value) {
      files.delete(file);
      scopes.delete(file);
      texts.delete(file);
      if (value === undefined) overrides.delete(file);
      else overrides.set(file, value);
    },
    resetResolution: () => resolver.reset(),
    get log() {
      return log;
    },
    startLog(globals) {
      log = emptyResolutionLog();
      ambientGlobals = globals;
    },
    provenance() {
      const reads = new Map(texts);
      for (const [file, given] of overrides) reads.set(file, { text: given, stamp: undefined });
      return { reads, probedFolders: resolver.probedFolders };
    },
  };
}
