import { relative, resolve } from 'node:path';
import { compareText, type ExtractedTool, type WebMcpSchema } from '@webmcp-nexus/core';
import { serializeSchema } from './serialize-schema';

/** The helper each kind of slot is handed to (see `rewriteCallSite`). */
export const SLOT_HELPERS = { value: '__webmcpS', map: '__webmcpM', class: '__webmcpC' } as const;

/** How a call-site module imports its schema module; a module that does is already rewritten. */
export const SCHEMA_MODULE_SPECIFIER = '~webmcp-nexus/schemas/';
/** The id bundlers know the schema module by (`\0`: a virtual module no other plugin loads). */
const SCHEMA_MODULE_ID = '\0webmcp-nexus/schemas/';
/** What the resolveId and load hooks are called for (their native filters in Rolldown and Vite 8). */
export const SCHEMA_MODULE_PATTERN = /^~webmcp-nexus\/schemas\//;
export const SCHEMA_MODULE_ID_PATTERN = /^\0webmcp-nexus\/schemas\//;

/**
 * What a call site imports its schema module as: the call-site file relative to `root`, encoded
 * (no absolute path, no `..` a bundler would normalise), `.js` so every bundler loads it as code.
 */
export function schemaModuleSpecifier(root: string, file: string): string {
  return SCHEMA_MODULE_SPECIFIER + encodedCallSite(root, file);
}

/** The id of the schema module of the call site `file`. */
export function schemaModuleIdOf(root: string, file: string): string {
  return SCHEMA_MODULE_ID + encodedCallSite(root, file);
}

/** What follows the prefix in a schema module's specifier and id (`callSiteOfSchemaModule` reads it back). */
function encodedCallSite(root: string, file: string): string {
  return `${encodeURIComponent(relative(root, file).replaceAll('\\', '/'))}.js`;
}

/** The id of the schema module `specifier` names, or undefined for any other import. */
export function schemaModuleId(specifier: string): string | undefined {
  return specifier.startsWith(SCHEMA_MODULE_SPECIFIER)
    ? SCHEMA_MODULE_ID + specifier.slice(SCHEMA_MODULE_SPECIFIER.length)
    : undefined;
}

/** The call-site file (absolute) whose schema module `id` is, or undefined for any other module. */
export function callSiteOfSchemaModule(root: string, id: string): string | undefined {
  if (!id.startsWith(SCHEMA_MODULE_ID)) return undefined;
  const encoded = id.slice(SCHEMA_MODULE_ID.length).replace(/\.js(?:\?.*)?$/, '');
  return resolve(root, decodeURIComponent(encoded)).replaceAll('\\', '/');
}

/** The line that imports the helpers from a call site's schema module (`@ts-ignore`: a type-checking loader cannot resolve it). */
export function schemaModuleImport(specifier: string): string {
  const helpers = Object.values(SLOT_HELPERS).join(', ');
  return `\n// @ts-ignore\nimport { ${helpers} } from ${JSON.stringify(specifier)};\n`;
}

/**
 * The code that hands `tools`' schemas to their functions, as the helpers the call site's slots
 * call: `__webmcpS(fn, at)` sets `fn.__webmcpSchema`, `__webmcpM(map, at)` sets it on each function
 * of the map its tools name, `__webmcpC(Class, at)` sets `Class.__webmcpTools`. A function that
 * cannot take a property (frozen) is replaced by one that forwards its calls and carries the
 * schema (a map that holds one, by a copy); a slot without a schema is left as it is; nothing
 * throws. Function declarations and a table made on first use, so the code works from anywhere in
 * a module (the Turbopack loader appends it to the call site itself); `exported` for a module of
 * its own. `extra` is added as is (the development code).
 */
export function schemaModuleCode(tools: readonly ExtractedTool[], exported: boolean, extra = ''): string {
  const exportWord = exported ? 'export ' : '';
  const { value, map, class: component } = SLOT_HELPERS;
  return `
var __webmcpTableValue;
function __webmcpTable() { return __webmcpTableValue || (__webmcpTableValue = ${serializeSchema(deliveryTable(tools))}); }
function __webmcpWith(fn, schema) {
  if (typeof fn !== "function" || !schema) return fn;
  try { fn.__webmcpSchema = schema; if (fn.__webmcpSchema === schema) return fn; } catch {}
  const carrier = function (...args) { return fn.apply(this, args); };
  carrier.__webmcpSchema = schema;
  return carrier;
}
${exportWord}function ${value}(fn, at) { return __webmcpWith(fn, __webmcpTable()[at]); }
${exportWord}function ${map}(tools, at) {
  const schemas = __webmcpTable()[at];
  if (!schemas || tools == null) return tools;
  try {
    let copy;
    for (const key of Object.keys(schemas)) {
      const fn = tools[key];
      const carried = __webmcpWith(fn, schemas[key]);
      if (carried !== fn) (copy = copy || { ...tools })[key] = carried;
    }
    return copy || tools;
  } catch { return tools; }
}
${exportWord}function ${component}(type, at) {
  const schemas = __webmcpTable()[at];
  if (!schemas || typeof type !== "function") return type;
  const tools = Object.assign({}, type.__webmcpTools, schemas);
  try { type.__webmcpTools = tools; if (type.__webmcpTools === tools) return type; } catch {}
  const carrier = class extends type {};
  carrier.__webmcpTools = tools;
  return carrier;
}
${extra}`;
}

/**
 * The schema of each slot, by its offset: one schema for a value slot, a schema per key for a map
 * or class slot. In name order, so the output does not depend on the order the core listed the
 * tools in; where two tools meet in one place, the first keeps it.
 */
function deliveryTable(
  tools: readonly ExtractedTool[],
): Record<number, WebMcpSchema | Record<string, WebMcpSchema>> {
  const table: Record<number, WebMcpSchema | Record<string, WebMcpSchema>> = {};
  const sorted = [...tools].sort((a, b) => compareText(a.name, b.name));
  for (const { delivery, schema } of sorted) {
    if (delivery.key === undefined) {
      table[delivery.at] ??= schema;
      continue;
    }
    const schemas = (table[delivery.at] ?? {}) as Record<string, WebMcpSchema>;
    schemas[delivery.key] ??= schema;
    table[delivery.at] = schemas;
  }
  return table;
}
