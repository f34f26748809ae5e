import type { AstNode } from '../syntax/ast';
import { findLocalDeclaration, type LocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import type { ProjectIndex, ResolvedName } from './project-index';

/** What a value name written somewhere stands for. */
export type ValueName =
  | { kind: 'local'; declaration: LocalDeclaration; file: ParsedFile }
  | { kind: 'module'; resolved: ResolvedName }
  | { kind: 'global' };

/** Resolves the value name at `identifier` (in a function or block, else at the file's top level, else a global). */
export function resolveValueName(project: ProjectIndex, identifier: AstNode, name: string): ValueName {
  const file = project.fileOf(identifier);
  const local = findLocalDeclaration(identifier, name, 'value');
  if (local) return { kind: 'local', declaration: local, file };
  const resolved = project.resolveLocal(project.scope(file.fileName), name);
  return resolved ? { kind: 'module', resolved } : { kind: 'global' };
}

// `zod` itself, or an npm alias of it (`zod-3`, `zod-v4`), wherever the package manager put it.
const ZOD_FILE = /[\\/]node_modules[\\/]zod(?:-v?\d[^\\/]*)?[\\/]/;

/** Whether a package file is zod's. */
export function isZodFile(file: string): boolean {
  return ZOD_FILE.test(file);
}
