import type { ExtractedTool, InjectionTarget } from '@webmcp-nexus/core';
// The named export: magic-string 1 is ESM-only, and the CJS build's default-import interop would miss the class.
import { MagicString } from 'magic-string';
import { serializeSchema } from './serialize-schema';

/**
 * Starts every snippet the plugin inserts. Its presence means a module was already transformed,
 * which keeps the transform idempotent when it runs twice (two plugin instances, a re-transform).
 */
export const INJECTION_MARKER = '/*@webmcp-nexus*/';

/** What a transform returns: the new code and a high-resolution source map back to the input. */
export interface InjectedModule {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
}

/** Whether `code` already carries the plugin's injections. */
export function isAlreadyInjected(code: string): boolean {
  return code.includes(INJECTION_MARKER);
}

/**
 * Attaches each tool's schema in `code` (the text of `fileName` that the extractor read) where
 * its `target` says. `Object.assign` rather than a property assignment keeps the output valid
 * for a type-checking loader (ts-loader) whatever the function's declared type is.
 */
export function injectSchemas(
  code: string,
  fileName: string,
  tools: readonly ExtractedTool[],
): InjectedModule | undefined {
  const injections = planInjections(tools);
  if (injections.length === 0) return undefined;
  const magic = new MagicString(code);
  for (const injection of injections) {
    if (injection.kind === 'wrap') {
      magic.prependRight(injection.start, `${INJECTION_MARKER}Object.assign(`);
      magic.appendLeft(injection.end, `, { __webmcpSchema: ${serializeSchema(injection.schema)} })`);
    } else {
      magic.appendLeft(injection.at, statementAt(code, injection.at, injection.statement));
    }
  }
  return {
    code: magic.toString(),
    map: magic.generateMap({ hires: true, source: fileName, includeContent: true }),
  };
}

type PlannedInjection =
  | { kind: 'wrap'; start: number; end: number; schema: unknown }
  | { kind: 'statement'; at: number; statement: string };

/**
 * One injection per function (a function registered under two names keeps the schema of the
 * name that sorts first) and one `__webmcpTools` map per class, in source order, so the output
 * does not depend on the order the core listed the tools in.
 */
function planInjections(tools: readonly ExtractedTool[]): PlannedInjection[] {
  const sorted = [...tools].sort((a, b) => compare(a.name, b.name));
  const functions = new Map<string, PlannedInjection>();
  const classes = new Map<string, { at: number; className: string; members: Map<string, unknown> }>();
  for (const { target, schema } of sorted) {
    if (target.kind === 'class') {
      const key = `${target.at}:${target.className}`;
      const entry = classes.get(key) ?? { at: target.at, className: target.className, members: new Map() };
      classes.set(key, entry);
      if (!entry.members.has(target.member)) entry.members.set(target.member, schema);
    } else {
      const key = targetKey(target);
      if (!functions.has(key)) functions.set(key, functionInjection(target, schema));
    }
  }
  const classStatements = [...classes.values()].map(({ at, className, members }): PlannedInjection => {
    const entries = [...members].map(
      ([member, schema]) => `${serializeSchema(member)}: ${serializeSchema(schema)}`,
    );
    return {
      kind: 'statement',
      at,
      statement: `Object.assign(${className}, { __webmcpTools: { ${entries.join(', ')} } });`,
    };
  });
  return [...functions.values(), ...classStatements].sort(
    (a, b) => offsetOf(a) - offsetOf(b) || compare(describe(a), describe(b)),
  );
}

function functionInjection(
  target: Exclude<InjectionTarget, { kind: 'class' }>,
  schema: unknown,
): PlannedInjection {
  if (target.kind === 'wrap') return { kind: 'wrap', start: target.start, end: target.end, schema };
  return {
    kind: 'statement',
    at: target.at,
    statement: `Object.assign(${target.expression}, { __webmcpSchema: ${serializeSchema(schema)} });`,
  };
}

function targetKey(target: Exclude<InjectionTarget, { kind: 'class' }>): string {
  return target.kind === 'wrap'
    ? `wrap:${target.start}:${target.end}`
    : `statement:${target.at}:${target.expression}`;
}

function offsetOf(injection: PlannedInjection): number {
  return injection.kind === 'wrap' ? injection.start : injection.at;
}

function describe(injection: PlannedInjection): string {
  return injection.kind === 'wrap' ? `wrap:${injection.end}` : injection.statement;
}

/**
 * The statement on a line of its own, preceded by `;` when the code before it might not end a
 * statement (a directive or a line terminated by ASI).
 */
function statementAt(code: string, at: number, statement: string): string {
  if (at === 0) return `${INJECTION_MARKER}${statement}\n`;
  const guard = /[;{}]/.test(code.charAt(at - 1)) ? '' : ';';
  return `\n${guard}${INJECTION_MARKER}${statement}`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
