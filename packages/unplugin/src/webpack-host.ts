import type { Compilation, Compiler } from 'webpack';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';

/** The webpack-only hook: root and mode come from the compiler. */
export function webpackSetup(state: PluginState): (compiler: Compiler) => void {
  return (compiler) => {
    state.bundlerRoot = compiler.options.context ?? process.cwd();
    // `watchMode` is only set once `compiler.watch()` runs, after plugins are applied.
    compiler.hooks.watchRun.tap('webmcp-nexus', () => {
      state.bundlerMode = 'watch';
    });
    compiler.hooks.run.tap('webmcp-nexus', () => {
      state.bundlerMode ??= 'build';
    });
  };
}

/**
 * A sink that adds webpack errors and warnings to `compilation` directly (a compiler hook has no
 * `this.error`), with the stack hidden: the message already says where and how to fix it.
 */
export function webpackCompilationSink(compiler: Compiler, compilation: Compilation): DiagnosticSink {
  const create = (message: string) => {
    const error = new compiler.webpack.WebpackError(message);
    error.name = 'WebMcpError';
    error.hideStack = true;
    return error;
  };
  return {
    error: (message) => compilation.errors.push(create(message)),
    warn: (message) => compilation.warnings.push(create(message)),
  };
}
