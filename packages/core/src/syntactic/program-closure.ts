import path from 'node:path';
import { createLeftOutGraph } from '../project/cut-graph';
import { addRequest, type ExportRequests } from '../project/export-requests';
import { isInNodeModules } from '../project/paths';
import { bail } from './bail';
import { type NeededImports, neededImportsOf } from './needed-imports';
import type { ProjectIndex } from './project-index';

/** The program the checker engine builds for one call-site file, as far as its import closure depends on it. */
export interface ProgramGraph {
  /** The project files in the program. */
  files: ReadonlySet<string>;
  /** The project files a file's import closure follows to: its resolved imports (in a scoped program, only those it needs). */
  edges(file: string): string[];
}

const SCOPED_ROUNDS = 64;

/**
 * The checker engine's scoped program for a call-site file (program-scope.ts): the call site and
 * the tsconfig's declaration files as roots, each file's needed imports resolved, until no file
 * is asked for more. Bails when a left-out import leads to a file that augments a module or
 * declares globals (the checker would load it). `whole`: the program the checker widens to (every
 * import), which it builds when an extraction reports M1, M2 or D4.
 */
export function buildProgramGraph(
  project: ProjectIndex,
  callSite: string,
  roots: readonly string[],
  whole: boolean,
): ProgramGraph {
  const requests = new Map<string, ExportRequests>();
  const needed = new Map<string, NeededImports>();
  const analysedWith = new Map<string, string>();
  const files = new Set<string>();
  const pending: string[] = [];
  const enqueue = (file: string) => {
    if (!files.has(file)) {
      files.add(file);
      pending.push(file);
    }
  };
  const requestsOf = (file: string) => {
    let forFile = requests.get(file);
    if (!forFile) {
      forFile = new Map();
      requests.set(file, forFile);
    }
    return forFile;
  };
  enqueue(callSite);
  for (const root of roots) enqueue(root);
  let rounds = 0;
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (++rounds > SCOPED_ROUNDS * Math.max(files.size, 1)) bail('scope:no-fixpoint', callSite);
    const scope = project.scope(file);
    const forFile = requestsOf(file);
    const imports = whole ? 'all' : neededImportsOf(scope, forFile, file === callSite);
    needed.set(file, imports);
    analysedWith.set(file, requestKey(forFile));
    for (const specifier of new Set(scope.specifiers)) {
      const asked = imports === 'all' ? EVERYTHING : imports.get(specifier);
      if (!asked) continue;
      const resolution = project.resolve(specifier, file);
      if (resolution.kind !== 'file') continue;
      const target = resolution.file;
      const forTarget = requestsOf(target);
      let changed = false;
      for (const [name, depth] of asked) changed = addRequest(forTarget, name, depth) || changed;
      if (!files.has(target)) enqueue(target);
      else if (changed && analysedWith.get(target) !== requestKey(forTarget) && !pending.includes(target))
        pending.push(target);
    }
    for (const reference of scope.referencedPaths) {
      const target = path.posix.resolve(path.posix.dirname(file), reference);
      if (project.text(target) !== undefined && !isInNodeModules(target)) enqueue(target);
    }
  }
  if (!whole) checkLeftOut(project, files, needed);
  // Namespaces (and their merging), `import =`: not modelled. Global and module augmentations are
  // collected by the engine (ambient-declarations.ts), which bails only where a tool reaches them.
  for (const file of files) {
    if (isInNodeModules(file)) continue;
    const unmodelled = project
      .scope(file)
      .unmodelled.filter(
        (kind) => kind !== 'export =' && kind !== 'declare global' && kind !== 'declare module',
      );
    if (unmodelled.length > 0) bail('project:unmodelled-declaration', `${unmodelled[0]} in ${file}`);
  }
  return {
    files,
    edges(file) {
      const imports = needed.get(file);
      const scope = project.scope(file);
      const targets = new Set<string>();
      for (const specifier of new Set(scope.specifiers)) {
        if (imports !== 'all' && !imports?.has(specifier)) continue;
        const resolution = project.resolve(specifier, file);
        if (resolution.kind === 'file' && files.has(resolution.file)) targets.add(resolution.file);
      }
      for (const reference of scope.referencedPaths) {
        const target = path.posix.resolve(path.posix.dirname(file), reference);
        if (files.has(target)) targets.add(target);
      }
      return [...targets];
    },
  };
}

/** What the checker walks on text behind the imports it left out: a file there that augments or declares globals is loaded. */
function checkLeftOut(project: ProjectIndex, files: Set<string>, needed: Map<string, NeededImports>): void {
  const leftOut = new Map<string, string[]>();
  for (const [file, imports] of needed) {
    if (imports === 'all') continue;
    const cut = project.scope(file).specifiers.filter((specifier) => !imports.has(specifier));
    if (cut.length > 0) leftOut.set(file, cut);
  }
  const graph = createLeftOutGraph((file) => project.text(file));
  const augmenting = graph.augmentingFiles(
    leftOut,
    (file) => files.has(file),
    (specifier, from) => {
      const resolution = project.resolve(specifier, from);
      return resolution.kind === 'none' ? undefined : resolution.file;
    },
  );
  if (augmenting.length > 0) bail('project:augmenting-file', augmenting.join(', '));
}

/** The import closure of `start` (the checker engine's `addImportedFiles`): project files only. */
export function importClosure(graph: ProgramGraph, start: Iterable<string>): Set<string> {
  const closure = new Set(start);
  const pending = [...closure];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (!graph.files.has(file) || isInNodeModules(file)) continue;
    for (const target of graph.edges(file)) {
      if (closure.has(target)) continue;
      closure.add(target);
      pending.push(target);
    }
  }
  return closure;
}

const EVERYTHING: ExportRequests = new Map([['*', 'full']]);

function requestKey(requests: ExportRequests): string {
  return [...requests]
    .map(([name, depth]) => `${name}:${depth}`)
    .sort()
    .join(',');
}
