import type { Compiler } from 'webpack';
import type { Host, HostContext } from './host-context';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupContextSink } from './rollup-host';
import type { SessionSlot } from './session-slot';

/** The webpack-like compiler and compilation the hosts below need (webpack 5's, Rspack's). */
export interface WebpackLikeCompiler {
  options: { context?: string; mode?: string };
  hooks: {
    watchRun: { tap(name: string, run: () => void): void };
    run: { tap(name: string, run: () => void): void };
    afterEmit: { tap(name: string, run: (compilation: WebpackLikeCompilation) => void): void };
  };
}
type ErrorClass = new (message: string) => Error & { hideStack?: boolean };
interface WebpackLikeCompilation {
  errors: unknown[];
  warnings: unknown[];
}

/** webpack 5: root from the compiler's `context`, mode from its `mode`, errors into the compilation. */
export function webpackHost(slot: SessionSlot): Host {
  return {
    context: webpackLikeHostContext('webpack', (compiler) => (compiler as Compiler).webpack.WebpackError),
    hooks: { webpack: webpackLikeSetup(slot) },
  };
}

/**
 * Opens the session of a webpack-like compiler (webpack 5, Rspack) before each build: root from
 * its `context`, development only in `mode: 'development'` (webpack's default mode is
 * production), watching from the hook that starts it (`watchRun` or `run`, both before any
 * loader). After a build that emitted without errors, the manifest.
 */
export function webpackLikeSetup(slot: SessionSlot): (compiler: WebpackLikeCompiler) => void {
  return (compiler) => {
    const open = (watching: boolean) => () => {
      const mode = compiler.options.mode === 'development' ? 'development' : 'production';
      slot.open({ root: compiler.options.context ?? process.cwd(), mode, watching });
    };
    compiler.hooks.watchRun.tap('webmcp-nexus', open(true));
    compiler.hooks.run.tap('webmcp-nexus', open(false));
    // The compiler's own hook: child compilations (HTML, workers) do not run it.
    compiler.hooks.afterEmit.tap('webmcp-nexus', (compilation) => {
      slot.current().writeManifest(compilation.errors.length > 0);
    });
  };
}

/**
 * The context of a webpack-like host (`framework` as unplugin names its native build context):
 * `addWatchFile` adds file dependencies, and compiler hooks (which have no `this.error`) add
 * errors and warnings to the compilation, made by the host's own `WebpackError` class.
 */
export function webpackLikeHostContext(
  framework: 'webpack' | 'rspack',
  errorClassOf: (compiler: unknown) => ErrorClass,
): HostContext {
  return {
    watchFiles(context, _module, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink(context) {
      const native = context.getNativeBuildContext?.();
      // A loader (the transform) has its own `this.warn` / `this.error`.
      if (native?.framework !== framework || !native.compilation || native.loaderContext) {
        return rollupContextSink(context);
      }
      return compilationSink(errorClassOf(native.compiler), native.compilation as WebpackLikeCompilation);
    },
    reportsAt: () => 'buildEnd',
  };
}

/**
 * A sink that adds errors and warnings to `compilation` directly, with the stack hidden: the
 * message already says where and how to fix it.
 */
function compilationSink(ErrorClass: ErrorClass, compilation: WebpackLikeCompilation): DiagnosticSink {
  const create = (message: string) => {
    const error = new ErrorClass(message);
    error.name = 'WebMcpError';
    error.hideStack = true;
    return error;
  };
  return {
    error: (message) => compilation.errors.push(create(message)),
    warn: (message) => compilation.warnings.push(create(message)),
  };
}
