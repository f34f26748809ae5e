import path from 'node:path';
import type { ts } from 'ts-morph';
import { isInNodeModules } from './paths';

interface ProgramInternals {
  getResolvedModuleFromModuleSpecifier?(
    specifier: ts.StringLiteralLike,
    sourceFile: ts.SourceFile,
  ): ts.ResolvedModuleWithFailedLookupLocations | undefined;
}

/** TypeScript's own (internal): every module specifier of the file, `import()` types included. */
interface SourceFileInternals {
  imports?: readonly ts.StringLiteralLike[];
}

/** Each program's project files, by the project files they import directly. */
const importsByProgram = new WeakMap<ts.Program, Map<string, readonly string[]>>();

/**
 * Adds to `files` the project files they reach through the program: the imports, re-exports,
 * `import()` types and triple-slash references it resolved, transitively. The checker evaluates a
 * type through files the schema never names (an alias of an alias, the type a conditional tests),
 * and an edit of any of them may change the schema. Packages (which the lockfile keys) and
 * TypeScript's libs are not followed. Without TypeScript's internals to tell, every project file
 * of the program is added.
 */
export function addImportedFiles(program: ts.Program, files: Set<string>): void {
  const resolve = (program as ProgramInternals).getResolvedModuleFromModuleSpecifier;
  if (typeof resolve !== 'function') {
    for (const sourceFile of program.getSourceFiles())
      if (isProjectFile(program, sourceFile)) files.add(sourceFile.fileName);
    return;
  }
  let imports = importsByProgram.get(program);
  if (!imports) {
    imports = new Map();
    importsByProgram.set(program, imports);
  }
  const importsOf = (sourceFile: ts.SourceFile): readonly string[] => {
    let found = imports.get(sourceFile.fileName);
    if (!found) {
      const targets = new Set<string>();
      const add = (fileName: string | undefined) => {
        const target = fileName === undefined ? undefined : program.getSourceFile(fileName);
        if (target && isProjectFile(program, target)) targets.add(target.fileName);
      };
      for (const specifier of (sourceFile as SourceFileInternals).imports ?? [])
        add(resolve.call(program, specifier, sourceFile)?.resolvedModule?.resolvedFileName);
      for (const reference of sourceFile.referencedFiles)
        add(path.posix.resolve(path.posix.dirname(sourceFile.fileName), reference.fileName));
      found = [...targets];
      imports.set(sourceFile.fileName, found);
    }
    return found;
  };
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile || !isProjectFile(program, sourceFile)) continue;
    for (const imported of importsOf(sourceFile)) {
      if (files.has(imported)) continue;
      files.add(imported);
      pending.push(imported);
    }
  }
}

function isProjectFile(program: ts.Program, sourceFile: ts.SourceFile): boolean {
  return !isInNodeModules(sourceFile.fileName) && !program.isSourceFileDefaultLibrary(sourceFile);
}
