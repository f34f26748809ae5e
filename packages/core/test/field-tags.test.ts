import { describe, expect, it } from 'vitest';
import { readFieldKeywords } from '../src/schema/field-tags';
import type { SchemaModel } from '../src/schema/model';

const stringField: SchemaModel = { kind: 'primitive', types: ['string'] };

describe('@pattern', () => {
  it('keeps a pattern that compiles with the u flag', () => {
    expect(readFieldKeywords([{ name: 'pattern', text: '^\\d{3}-\\d{4}$' }], stringField)).toEqual({
      keywords: { pattern: '^\\d{3}-\\d{4}$' },
      problems: [],
    });
  });

  it('warns about a pattern valid only without the u flag (hosts and Ajv would reject it), and leaves it out', () => {
    const { keywords, problems } = readFieldKeywords(
      [{ name: 'pattern', text: '^\\d{3}\\-\\d{4}$' }],
      stringField,
    );
    expect(keywords).toEqual({});
    expect(problems).toEqual([
      {
        tag: 'pattern',
        message:
          "@pattern value '^\\d{3}\\-\\d{4}$' is valid only without the u flag that hosts and Ajv compile patterns with (an escape such as \\- outside a character class?); write it so that it compiles with u",
      },
    ]);
  });

  it('says plainly when a pattern is no regular expression at all', () => {
    expect(readFieldKeywords([{ name: 'pattern', text: '(' }], stringField).problems).toEqual([
      { tag: 'pattern', message: "@pattern value '(' is not a valid regular expression" },
    ]);
  });
});
