import { compareText, type JsonSchema } from '@webmcp-nexus/core';

/** The part of a manifest the diff reads (`webmcp-tools.json`, `list --json`, or webmcp-evals' `schema.json`). */
export interface DiffableManifest {
  tools: DiffableTool[];
}

/** A tool as the diff reads it: only `name` and `inputSchema` are required. */
export interface DiffableTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchema;
  annotations?: Record<string, unknown>;
  definition?: string;
}

/** One difference: `breaking` ones can make an agent's existing calls fail. */
export interface ToolChange {
  breaking: boolean;
  /** `field 'limit' removed`, `description changed`. */
  what: string;
}

/** How two manifests differ, tools by name. */
export interface ManifestDiff {
  added: string[];
  removed: string[];
  /** A removed and an added tool with the same definition or the same schema: `[old, new]`. */
  renamed: [string, string][];
  changed: { name: string; changes: ToolChange[] }[];
  /** Whether any difference is breaking: a tool removed or renamed, or a breaking change. */
  breaking: boolean;
}

/** Compares two manifests: added, removed, renamed and changed tools, and whether the change breaks agents. */
export function diffManifests(before: DiffableManifest, after: DiffableManifest): ManifestDiff {
  const oldTools = byName(before.tools);
  const newTools = byName(after.tools);
  const removed = [...oldTools.keys()].filter((name) => !newTools.has(name));
  const added = [...newTools.keys()].filter((name) => !oldTools.has(name));
  const renamed: [string, string][] = [];
  for (const oldName of [...removed]) {
    const oldTool = oldTools.get(oldName) as DiffableTool;
    const newName = added.find((name) => sameTool(oldTool, newTools.get(name) as DiffableTool));
    if (newName === undefined) continue;
    renamed.push([oldName, newName]);
    removed.splice(removed.indexOf(oldName), 1);
    added.splice(added.indexOf(newName), 1);
  }
  const changed: ManifestDiff['changed'] = [];
  for (const [name, oldTool] of oldTools) {
    const newTool = newTools.get(name);
    if (!newTool) continue;
    const changes = diffTool(oldTool, newTool);
    if (changes.length > 0) changed.push({ name, changes });
  }
  const breaking =
    removed.length > 0 || renamed.length > 0 || changed.some((tool) => tool.changes.some((c) => c.breaking));
  return { added, removed, renamed, changed, breaking };
}

function byName(tools: readonly DiffableTool[]): Map<string, DiffableTool> {
  const sorted = [...tools].sort((a, b) => compareText(a.name, b.name));
  return new Map(sorted.map((tool) => [tool.name, tool]));
}

function sameTool(a: DiffableTool, b: DiffableTool): boolean {
  if (a.definition !== undefined && a.definition === b.definition) return true;
  return JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) && a.description === b.description;
}

function diffTool(before: DiffableTool, after: DiffableTool): ToolChange[] {
  const changes: ToolChange[] = [];
  const note = (what: string) => changes.push({ breaking: false, what });
  if (before.title !== after.title) note('title changed');
  if (before.description !== after.description) note('description changed');
  for (const key of new Set([
    ...Object.keys(before.annotations ?? {}),
    ...Object.keys(after.annotations ?? {}),
  ])) {
    const from = before.annotations?.[key];
    const to = after.annotations?.[key];
    if (from !== to) note(`${key} ${String(from ?? false)} → ${String(to ?? false)}`);
  }
  diffSchema(before.inputSchema, after.inputSchema, '', changes);
  return changes;
}

/** Compares two schema nodes at `path` (`''` for the input object, else a field path). */
function diffSchema(before: JsonSchema, after: JsonSchema, path: string, changes: ToolChange[]): void {
  const where = path === '' ? 'input' : `field '${path}'`;
  const breaking = (what: string) => changes.push({ breaking: true, what: `${where}: ${what}` });
  const note = (what: string) => changes.push({ breaking: false, what: `${where}: ${what}` });

  const oldTypes = typesOf(before);
  const newTypes = typesOf(after);
  const lostTypes = [...oldTypes].filter(
    (type) => !newTypes.has(type) && !(type === 'integer' && newTypes.has('number')),
  );
  if (oldTypes.size > 0 && (newTypes.size === 0 ? false : lostTypes.length > 0))
    breaking(`type narrowed from ${[...oldTypes].join(' | ')} to ${[...newTypes].join(' | ')}`);
  else if (!sameSet(oldTypes, newTypes)) note(`type widened to ${[...newTypes].join(' | ') || 'any'}`);

  if (after.enum) {
    const lost = before.enum ? before.enum.filter((value) => !after.enum?.includes(value)) : undefined;
    if (!before.enum) breaking(`now limited to ${formatValues(after.enum)}`);
    else if (lost && lost.length > 0) breaking(`no longer accepts ${formatValues(lost)}`);
    else if (after.enum.length > before.enum.length) note('accepts more values');
  } else if (before.enum) note('accepts any value of its type now');

  for (const [keyword, tighter] of [
    ['minimum', (a: number, b: number) => b > a],
    ['minLength', (a: number, b: number) => b > a],
    ['maximum', (a: number, b: number) => b < a],
    ['maxLength', (a: number, b: number) => b < a],
  ] as const) {
    const from = before[keyword];
    const to = after[keyword];
    if (to !== undefined && (from === undefined || tighter(from, to)))
      breaking(`${keyword} ${from === undefined ? 'added' : `${from} →`} ${to}`.replace('added ', 'added: '));
    else if (from !== to) note(`${keyword} ${from ?? 'none'} → ${to ?? 'none'}`);
  }
  if (after.pattern !== before.pattern) {
    if (after.pattern !== undefined)
      breaking(`pattern ${before.pattern === undefined ? 'added' : 'changed'}: ${after.pattern}`);
    else note('pattern removed');
  }
  if (before.description !== after.description && path !== '') note('description changed');

  const oldProperties = before.properties ?? {};
  const newProperties = after.properties ?? {};
  const oldRequired = new Set(before.required ?? []);
  const newRequired = new Set(after.required ?? []);
  const child = (name: string) => (path === '' ? name : `${path}.${name}`);
  for (const name of Object.keys(oldProperties)) {
    if (!(name in newProperties)) changes.push({ breaking: true, what: `field '${child(name)}' removed` });
  }
  for (const [name, schema] of Object.entries(newProperties)) {
    if (!(name in oldProperties)) {
      changes.push(
        newRequired.has(name)
          ? { breaking: true, what: `new required field '${child(name)}'` }
          : { breaking: false, what: `new optional field '${child(name)}'` },
      );
      continue;
    }
    if (newRequired.has(name) && !oldRequired.has(name))
      changes.push({ breaking: true, what: `field '${child(name)}' is now required` });
    else if (!newRequired.has(name) && oldRequired.has(name))
      changes.push({ breaking: false, what: `field '${child(name)}' is now optional` });
    diffSchema(oldProperties[name], schema, child(name), changes);
  }
  if (before.items && after.items) diffSchema(before.items, after.items, `${path}[]`, changes);
  if (JSON.stringify(before.anyOf) !== JSON.stringify(after.anyOf)) note('union members changed (anyOf)');
}

function typesOf(schema: JsonSchema): Set<string> {
  if (schema.type === undefined) return new Set();
  return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

function formatValues(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}
