import { existsSync, readFileSync } from 'node:fs';
import { Project, type ts } from 'ts-morph';
import type { LoadedTsconfig } from './load-tsconfig';

/**
 * One ts-morph project holding only the files the extractor asked for; the compiler pulls in
 * what they import. The program and its checker are created lazily, and re-created (reusing
 * every unchanged file) only after a file changed.
 */
export interface ProjectHost {
  readonly tsconfig: LoadedTsconfig;
  /** Adds files (read from disk) before the next program is built, so it is built once for all. */
  addFiles(fileNames: readonly string[]): void;
  /** The file as the current program sees it, read from disk and added as a root when needed. */
  getSourceFile(fileName: string): ts.SourceFile | undefined;
  /** The text the project currently holds for a file, if it was ever read. */
  getKnownText(fileName: string): string | undefined;
  /** Replaces a file's text (`undefined`: re-read it from disk, or forget it when deleted). Returns whether it changed. */
  setFileText(fileName: string, text: string | undefined): boolean;
  getProgram(): ts.Program;
  getChecker(): ts.TypeChecker;
}

/** Creates the project for a loaded tsconfig without adding any file to it. */
export function createProjectHost(tsconfig: LoadedTsconfig): ProjectHost {
  const project = new Project({
    compilerOptions: tsconfig.options,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
  });

  function getProgram(): ts.Program {
    return project.getProgram().compilerObject;
  }

  // Every file ts-morph holds is a root of the next program, so a file it already read (as an
  // import of another) needs no adding: adding would only force a new program.
  function getSourceFile(fileName: string): ts.SourceFile | undefined {
    if (!project.getSourceFile(fileName) && !project.addSourceFileAtPathIfExists(fileName)) return undefined;
    return getProgram().getSourceFile(fileName);
  }

  function setFileText(fileName: string, text: string | undefined): boolean {
    const known = project.getSourceFile(fileName);
    const next = text ?? (existsSync(fileName) ? readFileSync(fileName, 'utf8') : undefined);
    if (next === undefined) {
      if (known) project.removeSourceFile(known);
      return known !== undefined;
    }
    if (known && known.getFullText() === next) return false;
    project.createSourceFile(fileName, next, { overwrite: true });
    return true;
  }

  function addFiles(fileNames: readonly string[]): void {
    for (const fileName of fileNames) {
      if (!project.getSourceFile(fileName)) project.addSourceFileAtPathIfExists(fileName);
    }
  }

  return {
    tsconfig,
    addFiles,
    getSourceFile,
    getKnownText: (fileName) => project.getSourceFile(fileName)?.getFullText(),
    setFileText,
    getProgram,
    getChecker: () => project.getTypeChecker().compilerObject,
  };
}
