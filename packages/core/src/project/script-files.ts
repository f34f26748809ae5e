import { isDeclarationFile } from './prefilter';

/**
 * Whether a TypeScript file is a script (no top-level `import` or `export`): its top-level
 * declarations are then global, visible in every file of the program without an import, as tsc's
 * `include` makes them. Decided on text alone (the persistent cache asks without loading
 * TypeScript): `unsure` when an `import`/`export` appears only indented, as inside a `namespace`
 * of a script, or in an oddly formatted module; callers treat it as a script that may declare globals.
 */
export type ScriptKind = 'module' | 'script' | 'unsure';

const TYPED_SOURCE = /\.(?:[cm]?tsx?)$/;
const TOP_LEVEL_MODULE_SYNTAX = /^(?:import|export)\b/m;
const ANY_MODULE_SYNTAX = /(?:^|[\n;}])\s*(?:import|export)\b/;

export function scriptKindOf(fileName: string, text: string): ScriptKind {
  if (!TYPED_SOURCE.test(fileName) || !/\S/.test(text) || TOP_LEVEL_MODULE_SYNTAX.test(text)) return 'module';
  return ANY_MODULE_SYNTAX.test(text) ? 'unsure' : 'script';
}

/** Whether `fileName` is a project source (not a `.d.ts`, which the program takes as a root anyway) that may declare globals. */
export function mayDeclareGlobals(fileName: string, text: string | undefined): boolean {
  return text !== undefined && !isDeclarationFile(fileName) && scriptKindOf(fileName, text) !== 'module';
}
