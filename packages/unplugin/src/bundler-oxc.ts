import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { OxcToolkit } from '@webmcp-nexus/core';

/**
 * The oxc that Rolldown already carries (`rolldown/utils`' `parseSync`, `rolldown/experimental`'s
 * `ResolverFactory`: the same API as `oxc-parser` and `oxc-resolver`), for a host whose bundler is
 * Rolldown or is built on it (Vite 8, rolldown-vite): already loaded, it costs nothing, where the
 * core's own oxc packages would load a second parser and resolver. `from` is a file whose
 * `require` finds that Rolldown (the bundler's own package.json); `version`, when known, must be
 * its version, so that a project's other copy is never loaded. Undefined when there is none: the
 * session then uses the core's oxc.
 */
export async function rolldownOxcToolkit(
  from: string,
  version?: string,
): Promise<Partial<OxcToolkit> | undefined> {
  try {
    const require = createRequire(from);
    const manifest = JSON.parse(readFileSync(require.resolve('rolldown/package.json'), 'utf8')) as {
      version?: string;
    };
    if (version !== undefined && manifest.version !== version) return undefined;
    const [utils, experimental] = await Promise.all([
      import(pathToFileURL(require.resolve('rolldown/utils')).href),
      import(pathToFileURL(require.resolve('rolldown/experimental')).href),
    ]);
    const toolkit: Partial<OxcToolkit> = {
      parseSync: utils.parseSync,
      ResolverFactory: experimental.ResolverFactory,
    };
    return typeof toolkit.parseSync === 'function' &&
      typeof toolkit.ResolverFactory === 'function' &&
      typeof toolkit.ResolverFactory.prototype.resolveDtsSync === 'function'
      ? toolkit
      : undefined;
  } catch {
    return undefined;
  }
}

/** The package.json of Vite as the project at `root` resolves it (the Vite that runs the build). */
export function vitePackageFile(root: string): string | undefined {
  try {
    return createRequire(`${root}/package.json`).resolve('vite/package.json');
  } catch {
    return undefined;
  }
}
