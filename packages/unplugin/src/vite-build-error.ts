import type { Plugin, ViteBuilder } from 'vite';

/**
 * Vite 6+'s CLI prints `util.inspect` of the error a build throws: with Rolldown (Vite 8) that is
 * a wrapper whose stack is Rolldown's and Vite's own frames (absolute paths) and whose `errors`
 * getter is printed too. When every error inside comes from this plugin, the message already
 * says everything (location, code frame, fix): the wrapper is printed as its message alone.
 * Errors of other plugins keep their stacks. Vite 5 has no `buildApp` hook and prints the message.
 */
export function buildAppWithoutStacks(pluginName: string): NonNullable<Plugin['buildApp']> {
  return {
    order: 'pre',
    handler(builder: ViteBuilder) {
      const build = builder.build.bind(builder);
      builder.build = async (environment) => {
        try {
          return await build(environment);
        } catch (error) {
          throw withoutStack(error, pluginName);
        }
      };
      return Promise.resolve();
    },
  };
}

function withoutStack(error: unknown, pluginName: string): unknown {
  if (!(error instanceof Error)) return error;
  const inner = (error as { errors?: unknown }).errors;
  const errors = Array.isArray(inner) ? inner : [error];
  if (!errors.every((each) => (each as { plugin?: unknown })?.plugin === pluginName)) return error;
  error.stack = error.message;
  // What `util.inspect` (Vite's CLI) prints: the message alone, not the `errors` behind it.
  Object.defineProperty(error, Symbol.for('nodejs.util.inspect.custom'), { value: () => error.message });
  return error;
}
