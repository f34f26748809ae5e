// Conformance check against ts-json-schema-generator's public suite (its object-root cases, vendored
// in bench/conformance/cases with their MIT notice): each case becomes a scratch project whose one
// tool takes the case's root type, and our inputSchema is compared with the suite's schema.json,
// normalised to what the WebMCP subset can carry (SPEC.md §3.3: no `$ref`/`definitions`, no
// `format`, `additionalProperties` only `false` or absent) and to notation that means the same
// (`const` = one-value `enum`; order of properties, `required`, `enum`, `type` and `anyOf` free;
// whitespace in descriptions). Not part of `pnpm test`: a measurement, run by hand.
//   node bench/src/conformance.mjs [--verbose] [--show <case>]
// --verbose: one line per disagreeing case (its first differing JSON path); --show: both schemas.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createExtractor } from '@webmcp-nexus/core';
import { PROJECT_TSCONFIG, writeSdkStandIn } from './generate-project.mjs';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, show: { type: 'string' } },
});
const casesDir = join(import.meta.dirname, '../conformance/cases');
const scratch = mkdtempSync(join(tmpdir(), 'webmcp-nexus-conformance-'));

/** The suite's schema.json with every `$ref` inlined; a reference back into itself becomes a marker. */
function inlineRefs(schema) {
  const definitions = schema.definitions ?? {};
  const visit = (node, onPath) => {
    if (Array.isArray(node)) return node.map((item) => visit(item, onPath));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node;
    // Their `@ref <url>` tag points outside the document: nothing to inline, and no subset keyword.
    if ($ref !== undefined && !$ref.startsWith('#/definitions/')) return visit(rest, onPath);
    if ($ref !== undefined) {
      const name = decodeURIComponent($ref.replace('#/definitions/', ''));
      // A type is known by its content: the suite can name one type twice (an alias and an
      // anonymous `interface-<hash>` of the interface it names).
      const identity = stable(definitions[name]);
      if (onPath.includes(identity)) return { $recursive: name, ...visit(rest, onPath) };
      // Keywords beside the `$ref` (a property's own description) win over the definition's.
      return { ...visit(definitions[name], [...onPath, identity]), ...visit(rest, onPath) };
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value, onPath)]));
  };
  const { $ref } = schema;
  return visit({ $ref }, []);
}

// What the suite may write and we never can: keywords outside the WebMCP subset (schema-subset.ts in
// the core) other than those SPEC.md §3.3 says we emit (`anyOf`, a tuple's `minItems`/`maxItems`).
const kept = new Set([
  ...['type', 'properties', 'required', 'enum', 'items', 'prefixItems', 'additionalProperties'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength'],
  ...['pattern', 'default', 'description', 'anyOf', 'minItems', 'maxItems', '$recursive'],
]);
const unordered = new Set(['required', 'enum', 'type']);
// Hints SPEC.md §3.3 has us append to descriptions (Date l.75, Record l.80; URL/RegExp, issue 15).
const hint = /(?:^|\s*\()(?:keys: .*, values: .*|ISO 8601 date-time|URL|regular expression)\)?$/;
const typeOf = (value) => (value === null ? 'null' : typeof value);

/**
 * Notation that means the same on both sides, made one: `const` is a one-value `enum`, a draft-07
 * tuple (`items: [...]`, `additionalItems`) is `prefixItems`/`items`, an `anyOf` of bare types and
 * literals is one `type`/`enum`, order is free where it means nothing, description whitespace is
 * free. `theirs` also loses what the subset cannot carry; `ours` loses the hints we append.
 */
function normalise(node, side) {
  if (Array.isArray(node)) return node.map((item) => normalise(item, side));
  if (node === null || typeof node !== 'object') return node;
  let out = {};
  for (let [key, value] of Object.entries(node)) {
    if (key === 'const') [key, value] = ['enum', [value]];
    if (key === 'items' && Array.isArray(value)) key = 'prefixItems';
    if (key === 'additionalItems') {
      if (value === false) continue;
      key = 'items';
    }
    if (side === 'theirs' && !kept.has(key)) continue;
    if (key === 'additionalProperties' && value !== false) continue;
    if (key === 'description') {
      let text = String(value).replace(/\s+/g, ' ').trim();
      if (side === 'ours') text = text.replace(hint, '');
      if (text) out.description = text;
      continue;
    }
    // A value (`default`, `enum`) is data, not schema; their `@required {...}` tag is no list.
    if (key === 'required' && !Array.isArray(value)) continue;
    if (key === 'default') {
      out.default = value;
      continue;
    }
    if (key === 'properties') {
      value = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, normalise(v, side)]));
    } else if (key !== 'enum') {
      value = normalise(value, side);
    }
    if (unordered.has(key) && Array.isArray(value))
      value = [...new Set(value)].sort((a, b) => stable(a).localeCompare(stable(b)));
    if (key === 'type' && Array.isArray(value) && value.length === 1) [value] = value;
    out[key] = value;
  }
  if (out.anyOf) out = mergeSimpleMembers(out);
  // `properties: {}` says nothing more than no `properties`.
  if (out.properties && Object.keys(out.properties).length === 0) delete out.properties;
  if (out.enum && out.type === 'null') delete out.enum;
  return out;
}

/** `anyOf: [{type: a}, {type: b, enum}]` and the like as one `type` (+ `enum`), as we write them. */
function mergeSimpleMembers(node) {
  const simple = (m) => Object.keys(m).every((k) => k === 'type' || k === 'enum' || k === 'description');
  const members = node.anyOf.filter(simple);
  const descriptions = new Set(members.map((m) => m.description).filter(Boolean));
  if (members.length < 2 || descriptions.size > 1) return node;
  const plain = new Set(members.filter((m) => !m.enum).flatMap((m) => [m.type].flat()));
  const values = members.flatMap((m) => m.enum ?? []);
  for (const v of values) if (v === null) plain.add('null');
  const left = values.filter((v) => !plain.has(typeOf(v)));
  const merged = [];
  if (plain.size) merged.push({ type: [...plain].sort() });
  if (left.length) merged.push({ type: [...new Set(left.map(typeOf))].sort(), enum: left.sort() });
  const rest = node.anyOf.filter((m) => !simple(m));
  const { anyOf: _, ...parent } = node;
  const out =
    [...merged, ...rest].length === 1 && merged.length === 1
      ? { ...merged[0], ...parent }
      : { ...parent, anyOf: [...merged, ...rest] };
  if (!out.description && descriptions.size) out.description = [...descriptions][0];
  // One type and one enum over several members can still be written as one member.
  if (out.anyOf && merged.length === 2 && !rest.length && plain.size === 0) return out;
  if (Array.isArray(out.type) && out.type.length === 1) [out.type] = out.type;
  if (out.anyOf)
    out.anyOf = out.anyOf
      .map((m) => (Array.isArray(m.type) && m.type.length === 1 ? { ...m, type: m.type[0] } : m))
      .sort((a, b) => stable(a).localeCompare(stable(b)));
  return out;
}

/**
 * Their schema cut where SPEC.md §3.3 l.74 / §3.4 l.107 cut ours: at the first recurrence of a type
 * and past object level 3 (the parameter is level 1; arrays and unions add none), an object becomes
 * `{ "type": "object" }` (its field description kept).
 */
function cutLikeSpec(node, level) {
  if (Array.isArray(node)) return node.map((item) => cutLikeSpec(item, level));
  if (node === null || typeof node !== 'object') return node;
  if (node.$recursive !== undefined || (node.type === 'object' && node.properties && level > 3)) {
    return node.description ? { type: 'object', description: node.description } : { type: 'object' };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, cutLikeSpec(v, level + 1)]))
        : cutLikeSpec(value, level),
    ]),
  );
}

/** JSON with object keys sorted: the form two schemas are compared in. */
function stable(value) {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stable(value[key])}`)
    .join(',')}}`;
}

const short = (value) => {
  const text = value === undefined ? '(absent)' : stable(value);
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
};

// The path reported is the most telling one: a field's content before the object's closure.
const weight = (key) => {
  const order = ['type', 'properties', 'items', 'prefixItems', 'anyOf', 'enum', 'required'];
  return order.includes(key) ? order.indexOf(key) : order.length;
};
const byWeight = (a, b) => weight(a) - weight(b) || a.localeCompare(b);

/** The first JSON path where `ours` and `theirs` differ, or undefined when they agree. */
function firstDifference(ours, theirs, path = '') {
  if (stable(ours) === stable(theirs)) return undefined;
  const bothObjects =
    ours &&
    theirs &&
    typeof ours === 'object' &&
    typeof theirs === 'object' &&
    !Array.isArray(ours) &&
    !Array.isArray(theirs);
  if (bothObjects) {
    for (const key of [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort(byWeight)) {
      const found = firstDifference(ours[key], theirs[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  if (Array.isArray(ours) && Array.isArray(theirs) && ours.length === theirs.length) {
    for (let i = 0; i < ours.length; i++) {
      const found = firstDifference(ours[i], theirs[i], `${path}/${i}`);
      if (found) return found;
    }
  }
  return `${path || '/'}: ours ${short(ours)} vs theirs ${short(theirs)}`;
}

/** Writes the scratch project of one case: the suite's files, a tool taking the root type, a call site. */
function writeProject(dir, caseDir, rootType) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  for (const file of readdirSync(caseDir)) {
    if (file.endsWith('.ts')) cpSync(join(caseDir, file), join(dir, 'src', file));
  }
  writeSdkStandIn(dir);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(PROJECT_TSCONFIG));
  // A main.ts without imports or exports is a script: its declarations are global, not imported.
  const main = readFileSync(join(caseDir, 'main.ts'), 'utf8');
  const isModule = /^(import|export)\b/m.test(main);
  const head = rootType.split('.')[0];
  writeFileSync(
    join(dir, 'src/tool.ts'),
    `${isModule ? `import type { ${head} } from './main';\n` : ''}export function probe(params: ${rootType}) {}\n`,
  );
  writeFileSync(
    join(dir, 'src/register.ts'),
    "import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport { probe } from './tool';\nregisterGlobalTools({ probe });\n",
  );
}

/** Compares one case: undefined when it agrees, else the one-line reason. */
function checkCase(name) {
  const caseDir = join(casesDir, name);
  const expected = JSON.parse(readFileSync(join(caseDir, 'schema.json'), 'utf8'));
  const rootType = decodeURIComponent(expected.$ref.replace('#/definitions/', ''));
  const dir = join(scratch, name);
  writeProject(dir, caseDir, rootType);
  let result;
  try {
    result = createExtractor({ root: dir, cache: false }).extractProject();
  } catch (error) {
    return `threw: ${String(error?.message ?? error).split('\n')[0]}`;
  }
  const error = result.diagnostics.find((d) => d.severity === 'error');
  if (error) return `error ${error.code}: ${error.message.split('\n')[0]}`;
  const tool = result.tools.find((t) => t.name === 'probe');
  if (!tool) return 'no tool extracted';
  const ours = normalise(tool.schema.inputSchema, 'ours');
  const theirs = normalise(inlineRefs(expected), 'theirs');
  if (values.show === name) console.log(`ours   ${stable(ours)}\ntheirs ${stable(theirs)}`);
  const difference = firstDifference(ours, theirs);
  if (!difference) return undefined;
  // Agreeing once theirs is cut like ours is still a disagreement, but one SPEC decided.
  const cut = firstDifference(ours, normalise(cutLikeSpec(theirs, 1), 'theirs'));
  return cut
    ? difference
    : `agrees once theirs is cut as SPEC §3.3 says (first cut at ${difference.split(':')[0]})`;
}

const cases = readdirSync(casesDir)
  .filter((name) => !values.show || name === values.show)
  .sort();
const disagreements = [];
try {
  for (const name of cases) {
    const reason = checkCase(name);
    if (reason) disagreements.push([name, reason]);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`conformance: ${cases.length - disagreements.length}/${cases.length} object-root cases agree`);
if (values.verbose) for (const [name, reason] of disagreements) console.log(`  ${name}: ${reason}`);
