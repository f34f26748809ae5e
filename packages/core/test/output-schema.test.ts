import { describe, expect, test } from 'vitest';
import { schemaOf } from './schema-harness';

describe('output schemas (opt-in)', () => {
  test('Promise<T> is unwrapped; objects are inlined, open, with the same table as inputs', () => {
    const result = schemaOf(
      `
      interface Order {
        /** Order id */ id: string;
        /** Status */ status: 'open' | 'shipped';
        placedAt: Date;
        lines: { sku: string; quantity: number }[];
      }
      /** Get an order */ export async function tool(p: { /** id */ id: string }): Promise<Order> {
        return { id: p.id, status: 'open', placedAt: new Date(), lines: [] };
      }`,
      { outputSchema: true },
    );
    expect(result.schema!.outputSchema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', description: 'Order id' },
        status: { type: 'string', description: 'Status', enum: ['open', 'shipped'] },
        placedAt: { type: 'string', description: 'ISO 8601 date-time' },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: { sku: { type: 'string' }, quantity: { type: 'number' } },
            required: ['sku', 'quantity'],
          },
        },
      },
      required: ['id', 'status', 'placedAt', 'lines'],
    });
    // A result's fields are not the agent's to fill in: no S2 for them.
    expect(result.diagnostics).toEqual([]);
  });

  test('an inferred return type works; a non-object result has no output schema; off by default', () => {
    const inferred = schemaOf(
      '/** Count */ export function tool() { return { count: 1, ok: true as const }; }',
      {
        outputSchema: true,
      },
    );
    expect(inferred.schema!.outputSchema).toEqual({
      type: 'object',
      properties: { count: { type: 'number' }, ok: { type: 'boolean', enum: [true] } },
      required: ['count', 'ok'],
    });
    for (const returns of [
      'string',
      'string[]',
      'void',
      'Promise<number>',
      'Promise<{ a: string } | undefined>',
    ]) {
      const result = schemaOf(`/** T */ export function tool(): ${returns} { return undefined as never; }`, {
        outputSchema: true,
      });
      expect(result.schema!.outputSchema, returns).toBeUndefined();
    }
    const byDefault = schemaOf('/** Count */ export function tool() { return { count: 1 }; }');
    expect(byDefault.schema!.outputSchema).toBeUndefined();
  });

  test('the return type files are dependencies', () => {
    const result = schemaOf(
      `import type { Receipt } from './receipt';\n/** Pay */ export async function tool(): Promise<Receipt> { return { total: 1 }; }`,
      {
        outputSchema: true,
        files: { 'receipt.ts': 'export interface Receipt { /** Total */ total: number }' },
      },
    );
    expect(result.schema!.outputSchema!.properties.total).toEqual({ type: 'number', description: 'Total' });
    expect(result.files).toContain('receipt.ts');
  });
});
