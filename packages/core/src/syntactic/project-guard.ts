import { isInNodeModules } from '../project/paths';
import { isDeclarationFile } from '../project/prefilter';
import { scriptKindOf } from '../project/script-files';
import {
  type AmbientDeclarations,
  addAmbientDeclarations,
  noAmbientDeclarations,
} from './ambient-declarations';
import { bail } from './bail';
import type { ProjectIndex } from './project-index';

const TRIPLE_SLASH = /^\/\/\/\s*<reference\s+(\w+)\s*=/gm;
const JAVASCRIPT = /\.[cm]?jsx?$/;
const TOP_LEVEL_MODULE_SYNTAX = /^(?:import|export)\b/m;

/**
 * What the checker engine's program holds beyond what a call site imports: the tsconfig's
 * declaration files and its scripts (their declarations are global), and the project files they
 * import or reference (`next-env.d.ts` imports `.next/types/routes.d.ts`). Their global names and
 * `declare module` blocks are collected; a call site bails only when it reaches one of them
 * (`checkAmbientReach`). A JavaScript script (with `allowJs`) and triple-slash references other
 * than `types`, `lib` and `path` still make the engine bail.
 */
export function guardProject(project: ProjectIndex): AmbientDeclarations {
  const ambient = noAmbientDeclarations();
  const seen = new Set<string>();
  const pending: string[] = [];
  const enqueue = (file: string) => {
    if (!seen.has(file) && !isInNodeModules(file)) {
      seen.add(file);
      pending.push(file);
    }
  };
  for (const file of project.config.candidateFiles()) {
    const text = project.text(file);
    if (text === undefined) continue;
    if (JAVASCRIPT.test(file)) {
      if (!TOP_LEVEL_MODULE_SYNTAX.test(text)) bail('project:js-script', file);
      continue;
    }
    if (isDeclarationFile(file) || scriptKindOf(file, text) !== 'module') enqueue(file);
  }
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const text = project.text(file);
    if (text === undefined) continue;
    for (const match of text.matchAll(TRIPLE_SLASH)) {
      const kind = match[1];
      if (kind !== 'types' && kind !== 'lib' && kind !== 'path') bail('project:declaration-reference', file);
    }
    const scope = project.scope(file);
    const unmodelled = scope.unmodelled.filter(
      (kind) =>
        kind !== 'declare global' && kind !== 'declare module' && !(kind === 'namespace' && !scope.isModule),
    );
    if (unmodelled.length > 0) bail('project:unmodelled-declaration', `${unmodelled[0]} in ${file}`);
    addAmbientDeclarations(ambient, scope, (specifier) => resolvedFile(project, specifier, file));
    for (const specifier of scope.specifiers) {
      const resolution = project.resolve(specifier, file);
      if (resolution.kind === 'file') enqueue(resolution.file);
    }
    for (const reference of scope.referencedPaths) {
      const target = `${file.slice(0, file.lastIndexOf('/'))}/${reference}`;
      enqueue(normalizePosix(target));
    }
  }
  return ambient;
}

/** The file a specifier resolves to from `from` (a package's declaration file included). */
export function resolvedFile(project: ProjectIndex, specifier: string, from: string): string | undefined {
  const resolution = project.resolve(specifier, from);
  return resolution.kind === 'none' ? undefined : resolution.file;
}

function normalizePosix(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
