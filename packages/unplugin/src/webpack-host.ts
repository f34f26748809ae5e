import type { Compiler } from 'webpack';
import { type Host, type HostContext, reportAtBuildEnd } from './host-context';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupContextSink } from './rollup-host';
import { type AssetCompiler, addManifestAsset } from './tools-manifest-emission';

/** The webpack-like compiler and compilation the hosts below need (webpack 5's, Rspack's). */
export interface WebpackLikeCompiler {
  options: { context?: string };
  hooks: {
    watchRun: { tap(name: string, run: () => void): void };
    run: { tap(name: string, run: () => void): void };
  };
}
type ErrorClass = new (message: string) => Error & { hideStack?: boolean };
interface WebpackLikeCompilation {
  errors: Error[];
  warnings: Error[];
}

/** webpack 5: root from the compiler's `context`, watch mode from its hooks, errors into the compilation. */
export function webpackHost(state: PluginState): Host {
  return {
    context: webpackLikeHostContext(
      state,
      'webpack',
      (compiler) => (compiler as Compiler).webpack.WebpackError,
    ),
    hooks: { webpack: webpackLikeSetup(state) },
  };
}

/** Root and mode from a webpack-like compiler (webpack 5, Rspack). */
export function webpackLikeSetup(state: PluginState): (compiler: WebpackLikeCompiler) => void {
  return (compiler) => {
    state.bundlerRoot = compiler.options.context ?? process.cwd();
    // `watchMode` is only set once `compiler.watch()` runs, after plugins are applied.
    compiler.hooks.watchRun.tap('webmcp-nexus', () => {
      state.bundlerMode = 'watch';
    });
    compiler.hooks.run.tap('webmcp-nexus', () => {
      state.bundlerMode ??= 'build';
      // `run` (not `watch`) is a one-off build: loaders are picked after this hook.
      if (state.bundlerMode === 'build') state.excludeInertFiles();
    });
    addManifestAsset(state, compiler as unknown as AssetCompiler);
  };
}

/**
 * The context of a webpack-like host (`framework` as unplugin names its native build context):
 * `addWatchFile` adds file dependencies, and compiler hooks (which have no `this.error`) add
 * errors and warnings to the compilation, made by the host's own `WebpackError` class.
 */
export function webpackLikeHostContext(
  state: PluginState,
  framework: 'webpack' | 'rspack',
  errorClassOf: (compiler: unknown) => ErrorClass,
): HostContext {
  const sink = (context: Parameters<HostContext['sink']>[0]): DiagnosticSink => {
    const native = context.getNativeBuildContext?.();
    // A loader (the transform) has its own `this.warn` / `this.error`.
    if (native?.framework !== framework || !native.compilation || native.loaderContext) {
      return rollupContextSink(context);
    }
    return compilationSink(errorClassOf(native.compiler), native.compilation as WebpackLikeCompilation);
  };
  return {
    isWatching: () => state.bundlerMode === 'watch',
    watchFiles(context, _module, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink,
    report: reportAtBuildEnd(state, sink),
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
