import { realpathSync } from 'node:fs';
import path from 'node:path';
import { type FolderRead, readFolder } from '../folder-listing';
import { isInNodeModules } from '../project/paths';
import type { ModuleResolver, OxcToolkit } from '../syntax/oxc-toolkit';
import { bail } from './bail';
import type { ProjectConfig } from './project-config';

/** Where a module specifier leads, as TypeScript's bundler resolution would take it. */
export type Resolution =
  /** A project file the engine reads (`.ts`, `.tsx`, `.d.ts`…). */
  | { kind: 'file'; file: string }
  /** A package's declaration file (realpath, as TypeScript keeps it). */
  | { kind: 'package'; file: string }
  /** Nothing TypeScript would load: missing, or a file it does not read (`.css`, `.js` without `allowJs`). */
  | { kind: 'none' };

const TYPESCRIPT_FILE = /\.(?:d\.[^.]+\.ts|[cm]?tsx?)$/;
const JAVASCRIPT_FILE = /\.[cm]?jsx?$/;

/** Resolves specifiers with oxc's resolver in TypeScript's bundler mode (conditions `types`, `import`), `paths` included. */
export function createModuleResolver(
  toolkit: OxcToolkit,
  config: ProjectConfig,
): {
  resolve(specifier: string, fromFile: string): Resolution;
  reset(): void;
  /** The project folders whose entries decided an answer so far, as read: a file created there could change an answer. */
  readonly probedFolders: ReadonlyMap<string, FolderRead>;
} {
  let resolver: ModuleResolver | undefined;
  const answers = new Map<string, Resolution>();
  /** Each folder as first read, with its listing's names to look up. */
  const probedFolders = new Map<string, FolderRead & { names: ReadonlySet<string> }>();
  /** The entries of `folder` as first read (see folder-listing.ts), listed before any answer that depends on them. */
  const probed = (folder: string): ReadonlySet<string> | undefined => {
    if (isInNodeModules(folder)) return undefined;
    let known = probedFolders.get(folder);
    if (!known) {
      const { listing, stamp } = readFolder(folder);
      known = { listing, stamp, names: new Set(listing?.split('\n') ?? []) };
      probedFolders.set(folder, known);
    }
    return known.names;
  };
  const canonical = new Map<string, boolean>();
  const isCanonical = (folder: string) => {
    let known = canonical.get(folder);
    if (known === undefined) {
      known = realpathOf(folder) === folder;
      canonical.set(folder, known);
    }
    return known;
  };
  const resolverOf = () =>
    (resolver ??= new toolkit.ResolverFactory({
      conditionNames: ['types', 'import'],
      ...(config.configPath && config.hasPaths ? { tsconfig: { configFile: config.configPath } } : {}),
    }));
  return {
    resolve(specifier, fromFile) {
      const key = `${fromFile}\0${specifier}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = resolveAnew(specifier, fromFile);
        answers.set(key, answer);
        // Where `paths` led (the tsconfig's folders are listed before any resolution, see project-config.ts).
        if (answer.kind === 'file') probed(path.posix.dirname(answer.file));
      }
      return answer;
    },
    probedFolders,
    reset() {
      answers.clear();
      probedFolders.clear();
      resolver?.clearCache();
    },
  };

  function resolveAnew(specifier: string, fromFile: string): Resolution {
    // Listed before resolving: a file created in between changes the listing, never unseen.
    // A relative specifier names a file beside others, or a folder (then listed too).
    if (specifier.startsWith('.')) {
      const target = path.posix.resolve(path.posix.dirname(fromFile), specifier);
      const parent = path.posix.dirname(target);
      const base = path.posix.basename(target);
      const beside = probed(parent);
      if (beside?.has(`${base}/`)) probed(target);
      const found = beside && EXTENSIONLESS_RELATIVE.test(specifier) ? besideFile(beside, base) : undefined;
      if (found === 'link') bail('module:symlink', `${specifier} from ${fromFile}`);
      if (found && found !== 'ask' && isCanonical(parent))
        return { kind: 'file', file: `${parent}/${found}` };
      // TypeScript keeps a project file's path as the import wrote it; oxc follows links. Where
      // they part (a linked file or folder), the engine cannot name the file as the checker does.
      const answer = fromOxc(specifier, fromFile);
      if (answer.kind === 'file' && !answer.file.startsWith(`${parent}/`))
        bail('module:symlink', `${specifier} from ${fromFile}`);
      return answer;
    }
    return fromOxc(specifier, fromFile);
  }

  function fromOxc(specifier: string, fromFile: string): Resolution {
    const result = resolverOf().resolveDtsSync(fromFile, specifier);
    const file = result.path?.replace(/\\/g, '/');
    // With `allowJs` the checker reads a project's JavaScript file (its JSDoc types): not modelled.
    if (config.allowJs && file && JAVASCRIPT_FILE.test(file) && !isInNodeModules(file))
      bail('tsconfig:allowJs-source', `${specifier} from ${fromFile}`);
    return !file || !TYPESCRIPT_FILE.test(file)
      ? { kind: 'none' }
      : isInNodeModules(file)
        ? { kind: 'package', file }
        : { kind: 'file', file };
  }
}

/** `./name` or `../dir/name` without an extension or a dot in its last segment: the common import. */
const EXTENSIONLESS_RELATIVE = /^\.\.?\/(?:[^.]*\/)*[^./]+$/;
/** What TypeScript tries for an extensionless relative import, in its order (files before folders). */
const IMPLICIT_EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/**
 * The file an extensionless relative import names among a folder's entries (`names`, as
 * folder-listing.ts writes them), as TypeScript's resolution and oxc's agree: the first of `.ts`,
 * `.tsx`, `.d.ts` there. 'link' when a link stands there first; 'ask' when a folder does;
 * undefined when none is there (a folder's index, a JavaScript file: oxc answers). Spares a
 * resolver's file-system probes for each of a thousand components' imports.
 */
function besideFile(names: ReadonlySet<string>, base: string): string | 'ask' | 'link' | undefined {
  for (const extension of IMPLICIT_EXTENSIONS) {
    const name = `${base}${extension}`;
    if (names.has(name)) return name;
    if (names.has(`${name}@`)) return 'link';
    if (names.has(`${name}/`)) return 'ask';
  }
  return undefined;
}

function realpathOf(folder: string): string | undefined {
  try {
    return realpathSync(folder).replace(/\\/g, '/');
  } catch {
    return undefined;
  }
}
