import { type TurbopackLoaderOptions, turbopackLoaderOptions, type WebMcpOptions } from './options';

/**
 * The globs the loader rule is registered under: one per extension, as Next's own React Compiler
 * rule does (Next 15's Turbopack has no brace expansion in rule keys).
 */
const SCRIPT_GLOBS = ['*.ts', '*.tsx', '*.js', '*.jsx'] as const;

type Condition =
  | string
  | { path: string | RegExp }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };
type LoaderItem = { loader: string; options: TurbopackLoaderOptions };
type RuleValue = unknown;

/**
 * `turbopack.rules` with the webmcp loader added in front of the user's own rules (ours first,
 * so it sees the source before any other loader). The loader runs for browser code only (the SDK
 * registers nothing on the server) and never for `node_modules` ("foreign" code).
 */
export function withLoaderRules(
  userRules: Record<string, RuleValue> | undefined,
  loaderPath: string,
  options: WebMcpOptions | undefined,
  nextMajor: number,
): Record<string, RuleValue> {
  const loader: LoaderItem = { loader: loaderPath, options: turbopackLoaderOptions(options) };
  const ours = nextMajor >= 16 ? next16Rule(loader, options) : next15Rule(loader);
  const rules: Record<string, RuleValue> = {};
  for (const glob of SCRIPT_GLOBS) {
    const user = userRules?.[glob];
    rules[glob] = user === undefined ? ours : [ours, ...(Array.isArray(user) ? user : [user])];
  }
  for (const [glob, rule] of Object.entries(userRules ?? {})) if (!(glob in rules)) rules[glob] = rule;
  return rules;
}

/** Next 16: one rule object with a `condition` tree. */
function next16Rule(loader: LoaderItem, options: WebMcpOptions | undefined) {
  const conditions: Condition[] = ['browser', { not: 'foreign' }];
  const include = patternsOf(options?.include);
  const exclude = patternsOf(options?.exclude);
  if (include.length > 0) conditions.push({ any: include.map((path) => ({ path })) });
  if (exclude.length > 0) conditions.push({ not: { any: exclude.map((path) => ({ path })) } });
  return { loaders: [loader], condition: { all: conditions } };
}

/**
 * Next 15 (from 15.3, where the key is `turbopack`): conditions are keys of nested objects, as
 * its own React Compiler rule writes them. `include` / `exclude` are not expressible there.
 */
function next15Rule(loader: LoaderItem) {
  return { browser: { foreign: false, loaders: [loader] } };
}

function patternsOf(pattern: WebMcpOptions['include']): (string | RegExp)[] {
  if (pattern === undefined || pattern === null) return [];
  return Array.isArray(pattern) ? [...pattern] : [pattern as string | RegExp];
}
