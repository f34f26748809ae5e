import { describe, expect, test } from 'vitest';
import { schemaOf, validate, wordAt } from './schema-harness';

const located = (result: ReturnType<typeof schemaOf>) =>
  result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`);

describe('tool description and tags', () => {
  test('the text before the first tag, trimmed, with line breaks kept; tags map to the schema fields', () => {
    const result = schemaOf(`
/**
 * 根据订单号取消订单并退款
 * Refunds the full amount.
 *
 * @title 取消订单
 * @consequential
 * @untrusted
 */
export async function tool(params: { /** 订单号 */ orderId: string }) {}`);
    expect(result.schema).toEqual({
      description: '根据订单号取消订单并退款\nRefunds the full amount.',
      inputSchema: {
        type: 'object',
        properties: { orderId: { type: 'string', description: '订单号' } },
        required: ['orderId'],
        additionalProperties: false,
      },
      title: '取消订单',
      untrustedContent: true,
      consequential: true,
    });
    expect(result.diagnostics).toEqual([]);
  });

  test('tags work in one-line blocks; absent tags leave the fields out', () => {
    const result = schemaOf(
      '/** 搜索订单 @readonly */ export function tool(p: { /** k */ keyword: string }) { return []; }',
    );
    expect(result.schema!.description).toBe('搜索订单');
    expect(result.schema!.readOnly).toBe(true);
    expect(Object.keys(result.schema!)).toEqual(['description', 'inputSchema', 'readOnly']);
  });

  test('a missing description falls back to the tool name with S1 at the name', () => {
    const result = schemaOf(
      '// not JSDoc\n/* nor this */\nexport function tool(p: { /** k */ k: string }) {}',
    );
    expect(result.schema!.description).toBe('tool');
    expect(located(result)).toEqual(['S1 tool']);
  });

  test('a block with only tags is a missing description too', () => {
    const result = schemaOf('/** @readonly */ export function tool() { return 1; }');
    expect(result.schema!.description).toBe('tool');
    expect(result.schema!.readOnly).toBe(true);
    expect(located(result)).toEqual(['S1 tool']);
  });

  test('the doc node is read first, then the function itself (useCallback, arrow in a const)', () => {
    const viaStatement = schemaOf(`
      declare function useCallback<T>(fn: T, deps: unknown[]): T;
      /** 设置筛选条件 */
      const tool = useCallback(async (params: { /** 关键词 */ keyword?: string }) => ({ applied: true }), []);`);
    expect(viaStatement.schema!.description).toBe('设置筛选条件');
    const viaFunction = schemaOf(`export const tool = /** Inner doc */ (p: { /** k */ k: string }) => p.k;`);
    expect(viaFunction.schema!.description).toBe('Inner doc');
    const s1AtConst = schemaOf(`export const tool = (p: { /** k */ k: string }) => p.k;`);
    expect(located(s1AtConst)).toEqual(['S1 tool']);
  });

  test('class methods and arrow-function fields (template C)', () => {
    const source = `
      class Panel {
        state = { orders: [] as string[] };
        /** 搜索订单 @readonly */
        searchOrders(params: { /** 关键词 */ keyword: string; /** 状态 */ status?: 'pending' | 'done' }) {
          return this.state.orders.filter((o) => o.includes(params.keyword));
        }
        /** 导出当前订单列表 */
        exportOrders = (params: { /** 格式 */ format: 'csv' | 'json' }) => ({ ok: true });
      }`;
    const method = schemaOf(source, { tool: 'Panel.searchOrders' });
    expect(method.schema!.readOnly).toBe(true);
    expect(method.schema!.inputSchema.properties.status.enum).toEqual(['pending', 'done']);
    expect(method.diagnostics).toEqual([]);
    const field = schemaOf(source, { tool: 'Panel.exportOrders' });
    expect(field.schema!.description).toBe('导出当前订单列表');
    expect(field.schema!.inputSchema.properties.format.enum).toEqual(['csv', 'json']);
  });
});

describe('field descriptions (seed §2.3)', () => {
  test('only /** */ blocks above or just before a field count, including right after {', () => {
    const result = schemaOf(`
export interface Params {
  /** ✅ above */
  field1: string;
  /** ✅ same line, before */ field2: string;
  field3: string; // ❌ trailing line comment
  // ❌ line comment above
  field4: string;
  /* ❌ single-star block */
  field5: string;
}
/** T */ export function tool(p: Params & { /** Search keyword */ keyword: string }) {}`);
    const properties = result.schema!.inputSchema.properties;
    expect(properties.field1.description).toBe('✅ above');
    expect(properties.field2.description).toBe('✅ same line, before');
    expect(properties.keyword.description).toBe('Search keyword');
    for (const name of ['field3', 'field4', 'field5']) expect(properties[name].description).toBeUndefined();
    expect(located(result)).toEqual(['S2 field3', 'S2 field4', 'S2 field5']);
  });

  test('S2 is reported once per field declaration, not once per use', () => {
    const result = schemaOf(`
      interface Item { id: string }
      /** T */ export function tool(p: { /** a */ a: Item; /** b */ b: Item[]; /** c */ c: Item | null }) {}`);
    expect(located(result)).toEqual(['S2 id']);
  });

  test("fields of types from packages are not the user's to document: no S2 there", () => {
    const result = schemaOf(`
      import type { ZodIssue } from 'zod/v3';
      /** T */ export function tool(p: { /** issue */ issue: Pick<ZodIssue, 'message' | 'path'> }) {}`);
    expect(result.schema!.inputSchema.properties.issue.type).toBe('object');
    expect(result.diagnostics.filter((d) => d.code === 'S2')).toEqual([]);
  });
});

describe('field constraint tags', () => {
  test('@default, @minimum, @maximum, @minLength, @maxLength and @pattern become keywords', () => {
    const result = schemaOf(`/** T */ export function tool(p: {
      /** Page size @minimum 1 @maximum 100 @default 20 */ pageSize?: number;
      /**
       * Name
       * @minLength 2
       * @maxLength 40
       * @pattern ^[a-z]+$
       */
      name: string;
      /** Role @default admin */ role?: 'admin' | 'user';
      /** Tags @default ["a"] */ tags?: string[];
      /** Code @pattern /^[A-Z]{3}$/ @default "ABC" */ code?: string;
    }) {}`);
    const properties = result.schema!.inputSchema.properties;
    expect(properties.pageSize).toEqual({
      type: 'number',
      description: 'Page size',
      default: 20,
      minimum: 1,
      maximum: 100,
    });
    expect(properties.name).toEqual({
      type: 'string',
      description: 'Name',
      minLength: 2,
      maxLength: 40,
      pattern: '^[a-z]+$',
    });
    expect(properties.role.default).toBe('admin');
    expect(properties.tags.default).toEqual(['a']);
    expect(properties.code).toEqual({
      type: 'string',
      description: 'Code',
      default: 'ABC',
      pattern: '^[A-Z]{3}$',
    });
    expect(result.diagnostics).toEqual([]);
    const input = result.schema!.inputSchema;
    expect(validate(input, { pageSize: 5, name: 'abc', code: 'XYZ' }).valid).toBe(true);
    expect(validate(input, { pageSize: 0, name: 'abc' }).valid).toBe(false);
    expect(validate(input, { name: 'Abc' }).valid).toBe(false);
  });

  test('@default written as a JavaScript literal (unquoted keys, single quotes) is its value', () => {
    const result = schemaOf(`/** T */ export function tool(p: {
      /** Filter @default { extra: { field: 'value' }, 'max-price': -5 } */ filter?: { extra?: { field?: string }; 'max-price'?: number };
      /** Rows @default [{ count: 10, label: "yes", note: null }] */ rows?: { count: number; label: string; note?: string | null }[];
      /** Label @default 'quoted' */ label?: string;
    }) {}`);
    const properties = result.schema!.inputSchema.properties;
    expect(properties.filter.default).toEqual({ extra: { field: 'value' }, 'max-price': -5 });
    expect(properties.rows.default).toEqual([{ count: 10, label: 'yes', note: null }]);
    expect(properties.label.default).toBe('quoted');
    expect(result.diagnostics.filter((d) => d.code === 'S5')).toEqual([]);
  });

  test('@default that is code, not a literal, on an object field is left out with S5', () => {
    const result = schemaOf(`/** T */ export function tool(p: {
      /** Filter @default { ...DEFAULTS } */ filter?: { max?: number };
    }) {}`);
    expect(result.schema!.inputSchema.properties.filter.default).toBeUndefined();
    expect(result.diagnostics.filter((d) => d.code !== 'S2').map((d) => d.code)).toEqual(['S5']);
  });

  test('a bad value or a keyword on the wrong type is an S5 warning and is left out', () => {
    const result = schemaOf(`/** T */ export function tool(p: {
      /** a @minimum ten */ a: number;
      /** b @minLength 3 */ b: number;
      /** c @pattern [unclosed */ c: string;
      /** d @default nope */ d: number;
      /** e @default 'x' */ e: 'a' | 'b';
      /** f @maxLength -1 */ f: string;
    }) {}`);
    const properties = result.schema!.inputSchema.properties;
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(Object.keys(properties[name]).sort()).toEqual(
        ['description', name === 'e' ? 'enum' : 'type', 'type']
          .filter((v, i, all) => all.indexOf(v) === i)
          .sort(),
      );
    }
    expect(located(result)).toEqual(['S5 a', 'S5 b', 'S5 c', 'S5 d', 'S5 e', 'S5 f']);
    expect(result.diagnostics[0].message).toContain("@minimum value 'ten' is not a number");
    expect(result.diagnostics[1].message).toContain('@minLength applies to string fields only');
  });
});

describe('@readonly on a writing body (S3)', () => {
  test.each([
    ['a React state setter', 'const [items, setItems] = useState<string[]>([]);', 'setItems([])', 'setItems'],
    ['this.setState', '', 'this.setState({ a: 1 })', 'this'],
    ['an assignment to outer state', 'let count = 0;', 'count += 1', 'count'],
    ['a fetch POST', '', "return fetch('/api', { method: 'POST' })", 'fetch'],
    ['a fetch delete (any case)', '', "return fetch('/api', { method: 'delete' })", 'fetch'],
    [
      'request.post',
      'declare const request: { post(url: string, body: unknown): Promise<unknown> };',
      "return request.post('/api/orders', p)",
      'request',
    ],
    ['localStorage.setItem', '', "localStorage.setItem('k', 'v')", 'localStorage'],
    ['a push onto outer state', 'const log: string[] = [];', "log.push('x')", 'log'],
    ['delete on outer state', 'const cache: Record<string, number> = {};', "delete cache['k']", 'delete'],
  ])('%s warns at the write', (_label, prelude, statement, word) => {
    const result = schemaOf(`
      declare function useState<T>(v: T): [T, (v: T) => void];
      ${prelude}
      /** Reads things @readonly */
      export function tool(p: { /** k */ k: string }) { ${statement}; }`);
    expect(result.schema!.readOnly).toBe(true);
    expect(located(result)).toEqual([`S3 ${word}`]);
    expect(result.diagnostics[0].message).toContain('marked @readonly but writes');
  });

  test.each([
    [
      'local variables',
      "let total = 0; const list: string[] = []; list.push('x'); total += 1; return total;",
    ],
    [
      'URLSearchParams on a local',
      "const params = new URLSearchParams(); params.set('a', p.k); params.delete('b'); return params;",
    ],
    ['a GET fetch and a filter', "return fetch('/api?' + p.k).then((r) => r.json());"],
    ['a nested callback writing its own locals', 'return [1, 2].map((n) => { let x = n; x++; return x; });'],
  ])('%s do not warn', (_label, body) => {
    const result = schemaOf(
      `/** Reads @readonly */ export function tool(p: { /** k */ k: string }) { ${body} }`,
    );
    expect(result.diagnostics).toEqual([]);
  });

  test('writes without @readonly are fine', () => {
    const result = schemaOf(
      "/** Saves */ export function tool(p: { /** k */ k: string }) { localStorage.setItem('k', p.k); }",
    );
    expect(result.diagnostics).toEqual([]);
  });
});

describe("returning { resultType: 'input_required' } (M4)", () => {
  test.each([
    ['a return', "return { resultType: 'input_required', message: 'which one?' };"],
    [
      'a conditional return',
      "if (!p.k) return { resultType: 'input_required' as const }; return { ok: true };",
    ],
    ['a ternary', "return p.k ? { ok: true } : { resultType: 'input_required' };"],
    ['a const', "const ask = { resultType: 'input_required' } as const; return ask;"],
  ])('%s is an error at that return, and no schema', (_label, body) => {
    const result = schemaOf(`/** Ask */ export async function tool(p: { /** k */ k: string }) { ${body} }`);
    expect(result.schema).toBeUndefined();
    expect(located(result)).toEqual(['M4 return']);
    expect(result.diagnostics[0].severity).toBe('error');
  });

  test('an arrow expression body and a declared return type', () => {
    const arrow = schemaOf(
      `/** Ask */ export const tool = async (p: { /** k */ k: string }) => ({ resultType: 'input_required' });`,
    );
    expect(arrow.diagnostics.map((d) => d.code)).toEqual(['M4']);
    const declared = schemaOf(`
      interface Ask { resultType: 'input_required'; prompt: string }
      /** Ask */ export async function tool(p: { /** k */ k: string }): Promise<Ask> { return make(); }
      declare function make(): Ask;`);
    expect(located(declared)).toEqual(['M4 Promise']);
  });

  test('a nested function returning it, or a result type that merely allows it, is not M4', () => {
    const result = schemaOf(`
      type Result = { resultType?: 'complete' | 'input_required' };
      /** Ok */ export async function tool(p: { /** k */ k: string }): Promise<Result> {
        const later = () => ({ resultType: 'input_required' });
        return { resultType: 'complete' };
      }`);
    expect(result.schema).toBeDefined();
    expect(result.diagnostics).toEqual([]);
  });
});
