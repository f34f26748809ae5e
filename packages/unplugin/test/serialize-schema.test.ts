import { describe, expect, it } from 'vitest';
import { serializeSchema } from '../src/serialize-schema';

const hostile = {
  description:
    'Ends a script </script><script>alert(1)</script>, a comment */ evil() /*, lines\u2028\u2029 and <!-- html',
  inputSchema: {
    type: 'object',
    properties: { 'a*/b': { type: 'string', description: '"quotes" and \\ backslashes' } },
  },
};

describe('serializeSchema', () => {
  it('leaves nothing that could end a script, a comment or a line', () => {
    const text = serializeSchema(hostile);
    expect(text).not.toMatch(/<\/script|<!--|\*\/|\u2028|\u2029/i);
  });

  it('evaluates to the same value, byte for byte', () => {
    const text = serializeSchema(hostile);
    expect(JSON.parse(text)).toEqual(hostile);
    expect(new Function(`return ${text};`)()).toEqual(hostile);
  });

  it('keeps a field named __proto__ as a property, not a prototype', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","description":"\\"__proto__\\": stays text"}},"required":["__proto__"]}',
    );
    const evaluated = new Function(`return ${serializeSchema(schema)};`)();
    expect(Object.keys(evaluated.properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(evaluated.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(evaluated.properties, '__proto__')?.value).toEqual({
      type: 'string',
      description: '"__proto__": stays text',
    });
  });

  it('is deterministic', () => {
    expect(serializeSchema(hostile)).toBe(serializeSchema(structuredClone(hostile)));
  });
});
