import { describe, expect, test } from 'vitest';
import { codesOf, schemaOf, validate } from './schema-harness';

/** Builds `tool(params: { <fields> })` and returns its input schema. */
function inputOf(fields: string, prelude = '') {
  const result = schemaOf(`${prelude}\n/** Tool */\nexport function tool(params: {\n${fields}\n}) {}`);
  expect(result.schema).toBeDefined();
  return { input: result.schema!.inputSchema, result };
}

describe('primitives and literals', () => {
  test('string, number and boolean keep their type names', () => {
    const { input } = inputOf('/** a */ a: string;\n/** b */ b: number;\n/** c */ c: boolean;');
    expect(input).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', description: 'a' },
        b: { type: 'number', description: 'b' },
        c: { type: 'boolean', description: 'c' },
      },
      required: ['a', 'b', 'c'],
      additionalProperties: false,
    });
    expect(validate(input, { a: 'x', b: 1, c: true }).valid).toBe(true);
    expect(validate(input, { a: 'x', b: '1', c: true }).valid).toBe(false);
  });

  test('string literal unions become type + enum in written order', () => {
    const { input } = inputOf("/** role */ role: 'guest' | 'admin' | 'user';");
    expect(input.properties.role).toEqual({
      type: 'string',
      description: 'role',
      enum: ['guest', 'admin', 'user'],
    });
    expect(validate(input, { role: 'admin' }).valid).toBe(true);
    expect(validate(input, { role: 'root' }).valid).toBe(false);
  });

  test('written order wins even when the checker created the literals in another order', () => {
    // Field `seen` creates 'c' then 'a' first, so the checker sorts the later union as c, a, b.
    const { input } = inputOf(
      "/** s */ seen: 'c' | 'a';\n/** l */ l: Letters;",
      "type Letters = 'a' | 'b' | 'c';",
    );
    expect(input.properties.seen.enum).toEqual(['c', 'a']);
    expect(input.properties.l.enum).toEqual(['a', 'b', 'c']);
  });

  test('keyof typeof an object lists its keys in declaration order', () => {
    const { input } = inputOf(
      "/** w */ warm: 'slow' | 'mid';\n/** m */ mode: keyof typeof MODES;",
      'const MODES = { fast: 1, mid: 2, slow: 3 };',
    );
    expect(input.properties.mode.enum).toEqual(['fast', 'mid', 'slow']);
  });

  test('number and boolean literal unions', () => {
    const { input } = inputOf('/** n */ n: 1 | 2 | -3;\n/** t */ t: true;\n/** m */ m: 0 | 1 | false;');
    expect(input.properties.n).toEqual({ type: 'number', description: 'n', enum: [1, 2, -3] });
    expect(input.properties.t).toEqual({ type: 'boolean', description: 't', enum: [true] });
    expect(input.properties.m).toEqual({
      type: ['number', 'boolean'],
      description: 'm',
      enum: [0, 1, false],
    });
    expect(validate(input, { n: -3, t: true, m: false }).valid).toBe(true);
    expect(validate(input, { n: 3, t: true, m: false }).valid).toBe(false);
  });

  test('boolean, boolean | undefined and optional booleans are plain boolean, never an enum', () => {
    const { input } = inputOf(
      '/** a */ a: boolean;\n/** b */ b: boolean | undefined;\n/** c */ c?: boolean;',
    );
    for (const name of ['a', 'b', 'c']) expect(input.properties[name].type).toBe('boolean');
    expect(input.properties.b.enum).toBeUndefined();
    expect(input.required).toEqual(['a']);
  });

  test('string | number merges into one type list', () => {
    const { input } = inputOf('/** id */ id: string | number;');
    expect(input.properties.id).toEqual({ type: ['string', 'number'], description: 'id' });
  });

  test('template literal and intrinsic string types are strings; branded primitives are their primitive', () => {
    const { input } = inputOf(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal type in the source under test
      '/** a */ a: `user-${string}`;\n/** b */ b: Uppercase<string>;\n/** c */ c: UserId;\n/** d */ d: number & { __unit: "ms" };',
      "type UserId = string & { readonly __brand: 'UserId' };",
    );
    expect(input.properties.a.type).toBe('string');
    expect(input.properties.b.type).toBe('string');
    expect(input.properties.c).toEqual({ type: 'string', description: 'c' });
    expect(input.properties.d).toEqual({ type: 'number', description: 'd' });
  });
});

describe('optional and nullable', () => {
  test('optional fields and T | undefined are left out of required', () => {
    const { input } = inputOf('/** a */ a: string;\n/** b */ b?: string;\n/** c */ c: string | undefined;');
    expect(input.required).toEqual(['a']);
    expect(input.properties.b.type).toBe('string');
    expect(input.properties.c.type).toBe('string');
    expect(validate(input, { a: 'x' }).valid).toBe(true);
    expect(validate(input, {}).valid).toBe(false);
  });

  test('T | null is a type list with null; a nullable literal union lists null in enum too', () => {
    const { input } = inputOf(
      "/** a */ a: string | null;\n/** b */ b: 'x' | 'y' | null;\n/** c */ c?: number | null;",
    );
    expect(input.properties.a).toEqual({ type: ['string', 'null'], description: 'a' });
    expect(input.properties.b).toEqual({
      type: ['string', 'null'],
      description: 'b',
      enum: ['x', 'y', null],
    });
    expect(input.properties.c).toEqual({ type: ['number', 'null'], description: 'c' });
    expect(input.required).toEqual(['a', 'b']);
    expect(validate(input, { a: null, b: null }).valid).toBe(true);
    expect(validate(input, { a: null, b: 'z' }).valid).toBe(false);
  });

  test('a nullable object or array becomes anyOf with null', () => {
    const { input } = inputOf('/** o */ o: { /** x */ x: string } | null;\n/** l */ l: string[] | null;');
    expect(input.properties.o).toEqual({
      description: 'o',
      anyOf: [
        {
          type: 'object',
          properties: { x: { type: 'string', description: 'x' } },
          required: ['x'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    });
    expect(input.properties.l).toEqual({
      description: 'l',
      anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }],
    });
    expect(validate(input, { o: null, l: ['a'] }).valid).toBe(true);
    expect(validate(input, { o: { x: 1 }, l: null }).valid).toBe(false);
  });
});

describe('Date and enums', () => {
  test('Date is an ISO 8601 string, said in the description', () => {
    const { input, result } = inputOf('/** When it starts */ start: Date;\nend?: Date | null;');
    expect(input.properties.start).toEqual({
      type: 'string',
      description: 'When it starts (ISO 8601 date-time)',
    });
    expect(input.properties.end).toEqual({ type: ['string', 'null'], description: 'ISO 8601 date-time' });
    expect(codesOf(result)).toEqual(['S2 5:1']);
  });

  test('string and numeric TS enums become the enum of their values, in declaration order', () => {
    const { input } = inputOf(
      '/** r */ role: Role;\n/** p */ priority: Priority;\n/** o */ only?: Role.Admin;\n/** n */ maybe: Role | null;',
      "enum Role { User = 'user', Admin = 'admin' }\nenum Priority { Low, High = 10, Top }",
    );
    expect(input.properties.role).toEqual({ type: 'string', description: 'r', enum: ['user', 'admin'] });
    expect(input.properties.priority).toEqual({ type: 'number', description: 'p', enum: [0, 10, 11] });
    expect(input.properties.only).toEqual({ type: 'string', description: 'o', enum: ['admin'] });
    expect(input.properties.maybe).toEqual({
      type: ['string', 'null'],
      description: 'n',
      enum: ['user', 'admin', null],
    });
    expect(validate(input, { role: 'admin', priority: 11, maybe: null }).valid).toBe(true);
    expect(validate(input, { role: 'Admin', priority: 1, maybe: null }).valid).toBe(false);
  });

  test('a const enum and an enum from another file work the same', () => {
    const result = schemaOf(
      "import { Status } from './status';\nconst enum Size { S = 's', L = 'l' }\n/** T */\nexport function tool(p: { /** s */ s: Status; /** z */ z: Size }) {}",
      { files: { 'status.ts': "export enum Status { Open = 'open', Closed = 'closed' }" } },
    );
    expect(result.schema!.inputSchema.properties.s.enum).toEqual(['open', 'closed']);
    expect(result.schema!.inputSchema.properties.z.enum).toEqual(['s', 'l']);
    expect(result.files).toContain('status.ts');
  });
});
