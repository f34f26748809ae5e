import { ts } from 'ts-morph';

/**
 * What the extractor uses when a project has no usable tsconfig (SPEC 3.4): strict, ESNext,
 * bundler resolution and the React 17+ JSX transform, which is what a Vite or webpack app expects.
 */
export function defaultCompilerOptions(): ts.CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
  };
}

/** Options forced on every project: the extractor never emits, and must accept `.ts` import paths. */
export function withExtractorOverrides(options: ts.CompilerOptions): ts.CompilerOptions {
  return { ...options, noEmit: true, allowImportingTsExtensions: true, declaration: false, composite: false };
}
