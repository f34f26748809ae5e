// Reads what a Vite dev server serves (the code over HTTP) and what a build writes, and the tool
// schemas in that code, whichever way the plugin delivers them (injected into a definition module, or in the schema module a
// call-site module imports). Schemas are found in the syntax, not by running the code: Vite
// reprints what the plugin wrote, and a served module's imports would not run on their own. A
// schema is an object literal with an `inputSchema` member, built only of literals (the plugin
// writes `JSON.stringify` output; a minifier's `!0`, `!1` and template strings are read as the
// booleans and strings they are).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { parseSync } = await import(
  createRequire(createRequire(import.meta.url).resolve('vite')).resolve('rolldown/utils')
);

/** Fetches `url` and returns the served code; throws on a non-200 answer or after `timeoutMs`. */
export async function fetchServedCode(url, timeoutMs = 30_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const code = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${code.slice(0, 500)}`);
  return code;
}

/** Every tool schema written in `code` (see above), in source order. */
export function schemasIn(code) {
  const schemas = [];
  visit(parseSync('served.js', code).program, (node) => {
    if (node.type !== 'ObjectExpression') return true;
    if (!node.properties.some((property) => keyOf(property) === 'inputSchema')) return true;
    const schema = literalValue(node);
    if (schema === NOT_LITERAL) return true;
    schemas.push(schema);
    return false;
  });
  return schemas;
}

/**
 * What a build wrote into `outDir`: { schemas (the tool schemas in its scripts), marked (whether
 * the string `__webmcpSchema` is in them, as the guide promises `grep` finds it) }.
 */
export function schemasInBuild(outDir) {
  const scripts = readdirSync(outDir, { recursive: true }).filter((file) => /\.[cm]?js$/.test(file));
  const codes = scripts.map((file) => readFileSync(join(outDir, file), 'utf8'));
  return {
    schemas: codes.reduce((count, code) => count + schemasIn(code).length, 0),
    marked: codes.some((code) => code.includes('__webmcpSchema')),
  };
}

/** The modules `code` imports statically, as written (Vite writes them as URLs from the server root). */
function importsIn(code) {
  return parseSync('served.js', code)
    .program.body.filter((node) => node.type === 'ImportDeclaration')
    .map((node) => node.source.value);
}

/**
 * What a browser loading `callSitePath` fetches first: that module and every module it imports
 * from the project or from the plugin (the SDK's pre-bundled dependency is left out), fetched
 * together. Resolves { urls, codes }.
 */
export async function fetchCallSiteModules(baseUrl, callSitePath, timeoutMs) {
  const callSite = await fetchServedCode(baseUrl + callSitePath, timeoutMs);
  const urls = importsIn(callSite)
    .filter((specifier) => specifier.startsWith('/') && !specifier.startsWith('/node_modules/'))
    .map((specifier) => baseUrl + specifier);
  const codes = await Promise.all(urls.map((url) => fetchServedCode(url, timeoutMs)));
  return { urls: [baseUrl + callSitePath, ...urls], codes: [callSite, ...codes] };
}

const NOT_LITERAL = Symbol('not a literal');

function keyOf(property) {
  if (property.type !== 'Property') return undefined;
  if (property.key.type === 'Identifier' && !property.computed) return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return undefined;
}

/** The value of an expression made of object, array and primitive literals; NOT_LITERAL otherwise. */
function literalValue(node) {
  switch (node.type) {
    case 'Literal':
      return node.regex ? NOT_LITERAL : node.value;
    // Rolldown's minifier writes strings as template literals.
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis[0].value.cooked : NOT_LITERAL;
    case 'UnaryExpression': {
      const value = literalValue(node.argument);
      if (node.operator === '-') return typeof value === 'number' ? -value : NOT_LITERAL;
      // Minifiers write `true` and `false` as `!0` and `!1`.
      if (node.operator === '!') return typeof value === 'number' ? !value : NOT_LITERAL;
      return NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values = node.elements.map((element) => (element ? literalValue(element) : NOT_LITERAL));
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : values;
    }
    case 'ObjectExpression': {
      const object = {};
      for (const property of node.properties) {
        const key = keyOf(property);
        const value = key === undefined ? NOT_LITERAL : literalValue(property.value);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}

/** Walks an ESTree; `enter` returns false to skip a node's children. */
function visit(node, enter) {
  if (!node || typeof node.type !== 'string' || enter(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value, enter);
  }
}
