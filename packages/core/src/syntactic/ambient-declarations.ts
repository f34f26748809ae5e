import { type AstNode, child, children, field, stringValue } from '../syntax/ast';
import { bail } from './bail';
import { declarationBindings, type ModuleScope } from './module-scope';

/**
 * What a file of the checker's program declares for every other file: names in the global scope
 * (a script's top-level declarations, a module's `declare global { … }`) and modules it declares
 * or augments (`declare module 'm' { … }`). Next.js writes such files (`.next/types/routes.d.ts`
 * declares `PageProps` globally, `cache-life.d.ts` augments `next/cache`): the engine serves a
 * call site beside them, and bails only when what it resolved can reach what they declare.
 */
export interface AmbientDeclarations {
  globalNames: Set<string>;
  /** `declare module` specifiers as written, with the file each resolves to from its declaring file. */
  modules: { specifier: string; file: string | undefined }[];
}

/** An empty set of ambient declarations, to add files to. */
export function noAmbientDeclarations(): AmbientDeclarations {
  return { globalNames: new Set(), modules: [] };
}

/** Adds what one file declares for the whole program (`resolve`: a specifier from that file to a file). */
export function addAmbientDeclarations(
  into: AmbientDeclarations,
  scope: ModuleScope,
  resolve: (specifier: string) => string | undefined,
): void {
  for (const statement of children(scope.file.program, 'body')) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (!declaration) continue;
    if (declaration.type === 'TSModuleDeclaration') {
      const kind = field<string>(declaration, 'kind');
      const specifier = stringValue(child(declaration, 'id'));
      if (kind === 'global') {
        for (const inner of children(child(declaration, 'body'), 'body')) addNames(into, inner);
        continue;
      }
      if (specifier !== undefined) {
        into.modules.push({ specifier, file: specifier.includes('*') ? undefined : resolve(specifier) });
        continue;
      }
    }
    if (!scope.isModule) addNames(into, declaration);
  }
}

function addNames(into: AmbientDeclarations, statement: AstNode): void {
  const declaration =
    statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
  if (!declaration) return;
  for (const binding of declarationBindings(declaration, statement)) into.globalNames.add(binding.local);
}

/** What an extraction resolved: names it found in no file's scope (globals), modules it followed. */
export interface ResolutionLog {
  globals: Set<string>;
  specifiers: Set<string>;
  files: Set<string>;
}

/** An empty log. */
export function emptyResolutionLog(): ResolutionLog {
  return { globals: new Set(), specifiers: new Set(), files: new Set() };
}

/**
 * Bails when an extraction reached what the program's ambient declarations declare: a global
 * name it used, a module it followed (by specifier, pattern or file) or read (`read`: every file
 * its answer depends on) that a file declares or augments.
 */
export function checkAmbientReach(
  ambient: AmbientDeclarations,
  log: ResolutionLog,
  read: Iterable<string>,
): void {
  for (const name of log.globals)
    if (ambient.globalNames.has(name)) bail('project:global-declarations', `${name} is declared globally`);
  if (ambient.modules.length === 0) return;
  const files = new Set([...log.files, ...read]);
  for (const module of ambient.modules) {
    const reached =
      (module.file !== undefined && files.has(module.file)) ||
      [...log.specifiers].some((specifier) => matchesModule(module.specifier, specifier));
    if (reached) bail('project:module-augmentation', module.specifier);
  }
}

/** `declare module 'm'` matches `m`; `declare module '*.svg'` matches `./logo.svg` (one `*`, as TypeScript). */
function matchesModule(declared: string, specifier: string): boolean {
  const star = declared.indexOf('*');
  if (star === -1) return declared === specifier;
  const prefix = declared.slice(0, star);
  const suffix = declared.slice(star + 1);
  return (
    specifier.length >= prefix.length + suffix.length &&
    specifier.startsWith(prefix) &&
    specifier.endsWith(suffix)
  );
}
