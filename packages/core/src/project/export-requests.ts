/**
 * How much of a declaration an importer needs. `signature`: what a tool's schema and trace read
 * (parameters, declared types, initializers of bindings), not function bodies. `full`: everything
 * (a type, or a value whose type is inferred: `typeof x`, `ReturnType<typeof f>`).
 */
export type ScopeDepth = 'signature' | 'full';

/** What importers ask of one module: export names (`*`: every export) and how deep. */
export type ExportRequests = Map<string, ScopeDepth>;

/** Adds `depth` for `name` to `requests`; returns whether that asked for more than before. */
export function addRequest(requests: ExportRequests, name: string, depth: ScopeDepth): boolean {
  // `*` asks for every export: a name asked at the same depth adds nothing.
  const all = requests.get('*');
  if (all === 'full' || (all === depth && name !== '*')) return false;
  const before = requests.get(name);
  if (before === depth || before === 'full') return false;
  requests.set(name, depth);
  return true;
}
