import { isInNodeModules } from '../project/paths';
import type { ModuleResolver, OxcToolkit } from '../syntax/oxc-toolkit';
import { bail } from './bail';
import type { ProjectConfig } from './project-config';

/** Where a module specifier leads, as TypeScript's bundler resolution would take it. */
export type Resolution =
  /** A project file the engine reads (`.ts`, `.tsx`, `.d.ts`…). */
  | { kind: 'file'; file: string }
  /** A package's declaration file (realpath, as TypeScript keeps it). */
  | { kind: 'package'; file: string }
  /** Nothing TypeScript would load: missing, or a file it does not read (`.css`, `.js` without `allowJs`). */
  | { kind: 'none' };

const TYPESCRIPT_FILE = /\.(?:d\.[^.]+\.ts|[cm]?tsx?)$/;
const JAVASCRIPT_FILE = /\.[cm]?jsx?$/;

/** Resolves specifiers with oxc's resolver in TypeScript's bundler mode (conditions `types`, `import`), `paths` included. */
export function createModuleResolver(
  toolkit: OxcToolkit,
  config: ProjectConfig,
): { resolve(specifier: string, fromFile: string): Resolution; reset(): void } {
  let resolver: ModuleResolver | undefined;
  const answers = new Map<string, Resolution>();
  const resolverOf = () =>
    (resolver ??= new toolkit.ResolverFactory({
      conditionNames: ['types', 'import'],
      ...(config.configPath && config.hasPaths ? { tsconfig: { configFile: config.configPath } } : {}),
    }));
  return {
    resolve(specifier, fromFile) {
      const key = `${fromFile}\0${specifier}`;
      let answer = answers.get(key);
      if (!answer) {
        const result = resolverOf().resolveDtsSync(fromFile, specifier);
        const file = result.path?.replace(/\\/g, '/');
        // With `allowJs` the checker reads a project's JavaScript file (its JSDoc types): not modelled.
        if (config.allowJs && file && JAVASCRIPT_FILE.test(file) && !isInNodeModules(file))
          bail('tsconfig:allowJs-source', `${specifier} from ${fromFile}`);
        answer =
          !file || !TYPESCRIPT_FILE.test(file)
            ? { kind: 'none' }
            : isInNodeModules(file)
              ? { kind: 'package', file }
              : { kind: 'file', file };
        answers.set(key, answer);
      }
      return answer;
    },
    reset() {
      answers.clear();
      resolver?.clearCache();
    },
  };
}
