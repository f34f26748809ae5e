import type { ts } from 'ts-morph';

/** TypeScript's lib files, wherever the compiler host keeps them (ts-morph serves its own copies). */
const LIB_FILE = /[\\/]typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts$/;

/** Whether `sourceFile` is one of TypeScript's own `lib.*.d.ts` files (never a dependency worth watching). */
export function isTypeScriptLibFile(sourceFile: ts.SourceFile): boolean {
  return sourceFile.hasNoDefaultLib || LIB_FILE.test(sourceFile.fileName);
}

/** Whether `sourceFile` is a package's file (its documentation is not the user's to fix). */
export function isPackageFile(sourceFile: ts.SourceFile): boolean {
  return sourceFile.fileName.includes('/node_modules/');
}

/** Adds the file of every declaration to `files`, skipping TypeScript's lib files. */
export function recordDeclarationFiles(
  declarations: readonly ts.Node[] | undefined,
  files: Set<string>,
): void {
  if (!declarations) return;
  for (const declaration of declarations) {
    const sourceFile = declaration.getSourceFile();
    if (!isTypeScriptLibFile(sourceFile)) files.add(sourceFile.fileName);
  }
}
