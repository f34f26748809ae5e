import { createRequire } from 'node:module';
import type { ParseResult, ParserOptions } from 'oxc-parser';
import type { NapiResolveOptions, ResolveResult } from 'oxc-resolver';

/** oxc's parser entry point (`oxc-parser`'s, or the same function re-exported by `rolldown/utils`). */
export type ParseSync = (fileName: string, sourceText: string, options?: ParserOptions | null) => ParseResult;

/** What the engine asks of a resolver made by `ResolverFactory` (`oxc-resolver`'s, or `rolldown/experimental`'s). */
export interface ModuleResolver {
  /** Resolves `request` from `file` the way TypeScript's `moduleResolution: "bundler"` does. */
  resolveDtsSync(file: string, request: string): ResolveResult;
  /** Forgets every cached answer (a file was created or deleted). */
  clearCache(): void;
}

/** The class that makes resolvers (`oxc-resolver`'s `ResolverFactory`, or rolldown's). */
export type ResolverFactoryClass = new (options?: NapiResolveOptions | null) => ModuleResolver;

/**
 * The two oxc entry points the syntactic engine uses. In Vite 8 and Rolldown the bundler already
 * carries both (`parseSync` from `rolldown/utils`, `ResolverFactory` from `rolldown/experimental`,
 * the same API), so a host passes those and nothing more is loaded; otherwise `oxc-parser` and
 * `oxc-resolver` (dependencies of the core) are `require`d on first use.
 */
export interface OxcToolkit {
  parseSync: ParseSync;
  ResolverFactory: ResolverFactoryClass;
}

/** `require` relative to this module, made only when oxc must be loaded (not on a cache hit). */
let moduleRequire: NodeJS.Require | undefined;

function requireOxc<T>(name: 'oxc-parser' | 'oxc-resolver'): T {
  moduleRequire ??= createRequire(import.meta.url);
  return moduleRequire(name) as T;
}

/**
 * The toolkit: what the host passed, and the core's own oxc packages for what it did not. Read
 * lazily: a toolkit made from another one loads nothing until a parse or a resolver is asked for.
 */
export function oxcToolkit(given: Partial<OxcToolkit> = {}): OxcToolkit {
  let parseSync: ParseSync | undefined;
  let ResolverFactory: ResolverFactoryClass | undefined;
  return {
    get parseSync() {
      parseSync ??= given.parseSync ?? requireOxc<{ parseSync: ParseSync }>('oxc-parser').parseSync;
      return parseSync;
    },
    get ResolverFactory() {
      ResolverFactory ??=
        given.ResolverFactory ??
        requireOxc<{ ResolverFactory: ResolverFactoryClass }>('oxc-resolver').ResolverFactory;
      return ResolverFactory;
    },
  };
}
