// Issue 17's adversarial suite, kept: random-shape inputs against random schemas from the subset
// the core emits, through the SDK's public testing face (`webmcpRegistry.callTool`, what a host's
// execute runs). Validation must never throw, must agree with Ajv (JSON Schema 2020-12) on
// accept/reject, must keep its message bounded, and must do work linear in input + schema, counted
// as Proxy traps on both (work, not time).
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerGlobalTools, webmcpRegistry } from 'webmcp-nexus-sdk/core';

// A page without a WebMCP host: the SDK registers only where there is a `document` (it stays
// silent in server rendering), and its testing face then runs the tools.
beforeAll(() => {
  vi.stubGlobal('document', {});
});
afterAll(() => {
  vi.unstubAllGlobals();
});

type Schema = Record<string, unknown>;

// Own properties only, as the SDK (without it Ajv reads `required: ['constructor']` off Object.prototype).
const ajv = new Ajv2020({ strict: false, ownProperties: true });

// The one generated pattern with a repeated group: the SDK never runs such a pattern on an agent's
// string (packages/sdk/src/pattern-limit.ts: it checks nothing, like a pattern that does not
// compile), so Ajv judges a field that has it without its pattern. The others run in full.
const NEVER_RUN_PATTERN = '^(x|y)*$';

/** `schema` as the SDK checks it: without the patterns it never runs. */
function asTheSdkChecks(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asTheSdkChecks);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'pattern' && value === NEVER_RUN_PATTERN))
      .map(([key, value]) => [key, key === 'enum' ? value : asTheSdkChecks(value)]),
  );
}

// Names that are also Object.prototype members are the interesting ones (issue 17, item 2).
const propertyName = fc.constantFrom('a', 'b', 'tag', 'constructor', 'toString', 'hasOwnProperty', 'valueOf');
const literal = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 3 }), fc.boolean());

/** Schemas of the shapes packages/core/src/schema/emit.ts produces. */
const { schema: schemaArbitrary } = fc.letrec<{ schema: Schema; leaf: Schema; object: Schema }>((tie) => ({
  leaf: fc.oneof(
    fc.record(
      {
        type: fc.constantFrom('string', ['string', 'null']),
        minLength: fc.nat(3),
        maxLength: fc.integer({ min: 2, max: 6 }),
        pattern: fc.constantFrom('^[a-z]*$', '\\d', '^a', 'b$', NEVER_RUN_PATTERN, '^\\p{L}+$'),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constantFrom('number', 'integer', ['number', 'null']),
        minimum: fc.integer({ min: -5, max: 0 }),
        maximum: fc.nat(5),
      },
      { requiredKeys: ['type'] },
    ),
    fc.constant({ type: 'boolean' }),
    fc.constant({ type: 'null' }),
    fc.constant({}),
    fc
      .uniqueArray(literal, { minLength: 1, maxLength: 6, selector: (value) => JSON.stringify(value) })
      .map((members) => ({
        type: [...new Set(members.map((member) => typeof member))],
        enum: members,
      })),
  ),
  object: fc
    .record({
      properties: fc.dictionary(propertyName, tie('schema'), { maxKeys: 4 }),
      closed: fc.boolean(),
      requiredCount: fc.nat(4),
    })
    .map(({ properties, closed, requiredCount }) => ({
      type: 'object',
      // fromEntries defines own keys, as the core's emitter does.
      properties: Object.fromEntries(Object.entries(properties)),
      ...(requiredCount ? { required: Object.keys(properties).slice(0, requiredCount) } : {}),
      ...(closed ? { additionalProperties: false } : {}),
    })),
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    tie('object'),
    fc.record({ type: fc.constant('array'), items: tie('schema') }),
    fc.array(tie('schema'), { minLength: 1, maxLength: 3 }).chain((elements) =>
      fc.nat(elements.length).map((minItems) => ({
        type: 'array',
        prefixItems: elements,
        minItems,
        maxItems: elements.length,
      })),
    ),
    // A nullable complex value, a union of objects, and a union root (`anyOf` beside type/properties).
    tie('object').map((object) => ({ anyOf: [object, { type: 'null' }] })),
    fc.array(tie('object'), { minLength: 2, maxLength: 3 }).map((variants) => ({ anyOf: variants })),
    fc.array(tie('object'), { minLength: 2, maxLength: 3 }).map((variants) => ({
      type: 'object',
      properties: {},
      anyOf: variants,
    })),
  ),
}));

/** A value shaped by `schema` (often valid), with random JSON swapped in here and there. */
function valueFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 2 });
  const shaped = (): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.anyOf))
      return fc.oneof(...(schema.anyOf as Schema[]).map((branch) => valueFor(branch, depth + 1)));
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    const types = ([] as unknown[]).concat(schema.type ?? 'any');
    const type = types[0];
    if (type === 'string')
      return fc.oneof(fc.stringMatching(/^[a-z0-9xy]{0,7}$/), fc.string({ maxLength: 7 }));
    if (type === 'number' || type === 'integer')
      return fc.oneof(fc.integer({ min: -7, max: 7 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    if (type === 'boolean') return fc.boolean();
    if (type === 'null') return fc.constant(null);
    if (type === 'array') {
      const prefix = (schema.prefixItems as Schema[] | undefined)?.map((item) => valueFor(item, depth + 1));
      return prefix
        ? fc
            .tuple(...prefix)
            .chain((head) => fc.nat(head.length).map((cut) => head.slice(0, head.length - cut)))
        : fc.array(valueFor(schema.items as Schema, depth + 1), { maxLength: 4 });
    }
    if (type === 'object') {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return fc
        .tuple(
          fc.record(
            Object.fromEntries(
              Object.entries(properties).map(([key, child]) => [key, valueFor(child, depth + 1)]),
            ),
            {
              requiredKeys: [],
            },
          ),
          fc.dictionary(propertyName, anyJson, { maxKeys: 1 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    return anyJson;
  };
  return depth > 4
    ? anyJson
    : fc.oneof({ weight: 5, arbitrary: shaped() }, { weight: 1, arbitrary: anyJson });
}

/** Wraps `value` (deeply, lazily) so that every property read of it adds one to `work.count`. */
function counted<T>(value: T, work: { count: number }): T {
  if (!value || typeof value !== 'object') return value;
  const wrapped = new WeakMap<object, unknown>();
  const wrap = (target: object): unknown => {
    if (!wrapped.has(target)) {
      wrapped.set(
        target,
        new Proxy(target, {
          get(object, key, receiver) {
            work.count += 1;
            const item = Reflect.get(object, key, receiver);
            return item && typeof item === 'object' ? wrap(item) : item;
          },
          has(object, key) {
            work.count += 1;
            return Reflect.has(object, key);
          },
          ownKeys(object) {
            const keys = Reflect.ownKeys(object);
            work.count += keys.length + 1;
            return keys;
          },
          getOwnPropertyDescriptor(object, key) {
            work.count += 1;
            return Reflect.getOwnPropertyDescriptor(object, key);
          },
        }),
      );
    }
    return wrapped.get(target);
  };
  return wrap(value as object) as T;
}

/** Objects, arrays and their members in a JSON value (its size). */
function sizeOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 1;
  return 1 + Object.values(value).reduce<number>((total, item) => total + sizeOf(item), 0);
}

/** How many times the validator may walk one input: the product of the anyOf branch counts. */
function branchFactor(schema: unknown): number {
  if (!schema || typeof schema !== 'object') return 1;
  const own = Array.isArray((schema as Schema).anyOf) ? ((schema as Schema).anyOf as unknown[]).length : 1;
  return Object.values(schema).reduce<number>((product, item) => product * branchFactor(item), own);
}

interface Outcome {
  accepted: boolean;
  error?: string;
  work: number;
}

/** Registers a tool with `schema`, calls it with `input` through the testing face, and counts the reads. */
async function callWithSchema(schema: Schema, input: unknown): Promise<Outcome> {
  const work = { count: 0 };
  let ran = false;
  const tool = Object.assign(
    () => {
      ran = true;
      return 'ran';
    },
    { __webmcpSchema: { description: 'A tool', inputSchema: counted(schema, work) } },
  );
  const release = registerGlobalTools({ propertyTool: tool });
  try {
    work.count = 0; // registering reads the schema once (its JSON key): not validation work
    const outcome = await webmcpRegistry.callTool('propertyTool', counted(input, work));
    return { accepted: ran, error: outcome.ok ? undefined : outcome.error, work: work.count };
  } finally {
    release();
  }
}

describe('input validation against random schemas of the emitted subset (fast-check)', () => {
  it('never throws, agrees with Ajv, keeps its message short and its work linear', async () => {
    // A tool's input schema is an object (the core's emitInputSchema): the random one is a field of it.
    const caseArbitrary = schemaArbitrary.chain((field) =>
      fc.tuple(
        fc.constant({ type: 'object', properties: { field }, additionalProperties: false }),
        fc
          .option(valueFor(field as Schema), { nil: undefined })
          .map((value) => (value === undefined ? {} : { field: value })),
      ),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ([schema, input]) => {
        const outcome = await callWithSchema(schema, input);
        // Never throws: the only failure is a reported invalid input.
        if (!outcome.accepted) expect(outcome.error).toMatch(/^Invalid input for "propertyTool": \S/);
        expect(outcome.accepted, JSON.stringify({ schema, input })).toBe(
          ajv.validate(asTheSdkChecks(schema) as Schema, input),
        );
        expect(outcome.error?.length ?? 0).toBeLessThan(2_500);
        const bound = 20 * (sizeOf(schema) + sizeOf(input) * branchFactor(schema));
        expect(outcome.work, JSON.stringify({ schema, input })).toBeLessThanOrEqual(bound);
        if (outcome.accepted) accepted += 1;
      }),
      { numRuns: 250, seed: 17 },
    );
    // The generator reaches both sides of the decision, not only rejections: seeded, the same 250
    // cases every run, 120 of them valid.
    expect(accepted).toBe(120);
  });
});

describe('validation cost an agent controls (counted, not timed)', () => {
  const tags = Array.from({ length: 10_000 }, (_, index) => `tag-${index}`);

  it('a 10,000-member enum against a 10,000-element array reads each member about once', async () => {
    const schema = {
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', enum: tags } } },
    };
    const outcome = await callWithSchema(schema, { tags });
    expect(outcome.accepted).toBe(true);
    // A scan per item: ~50,000,000 reads. A set built once: ~10,000 + a dozen per item.
    expect(outcome.work).toBeLessThan(200_000);
  });

  it('doubling an invalid input doubles the work and keeps the message the same size', async () => {
    const schema = { type: 'object', properties: { readings: { type: 'array', items: { type: 'number' } } } };
    const small = await callWithSchema(schema, { readings: Array.from({ length: 50_000 }, () => 'x') });
    const large = await callWithSchema(schema, { readings: Array.from({ length: 100_000 }, () => 'x') });
    expect(large.work).toBeLessThanOrEqual(2 * small.work + 100);
    expect(large.error).toContain('99990 more problems');
    expect(large.error!.length).toBeLessThanOrEqual(small.error!.length + 1);
  });
});
