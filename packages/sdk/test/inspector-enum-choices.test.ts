// @vitest-environment jsdom
// The inspector's enum choices read as a person expects (issue 26, item 6): `indoor`, not
// `"indoor"`; quotes only where they tell two members apart. The e2e inspector suites pick
// choices by these labels in Chromium.
import { describe, expect, it } from 'vitest';
import { createSchemaForm } from '../src/inspector/schema-form';
import type { JsonSchema } from '../src/types';

/** The option texts of the form's one select, and the value picking each one sends. */
function choices(field: JsonSchema, required = true) {
  const form = createSchemaForm({
    type: 'object',
    properties: { pick: field },
    required: required ? ['pick'] : [],
  });
  const select = form.element.querySelector('select')!;
  return [...select.options].map((option) => {
    select.value = option.value;
    const { value } = form.read() as { value: { pick?: unknown } };
    return [option.textContent, value.pick];
  });
}

describe('enum choices in the inspector', () => {
  it('shows text as itself', () => {
    expect(choices({ type: 'string', enum: ['indoor', 'outdoor'] })).toEqual([
      ['indoor', 'indoor'],
      ['outdoor', 'outdoor'],
    ]);
  });

  it('shows numbers, booleans and null as literals, and an optional field’s empty choice', () => {
    expect(choices({ enum: [1, 2.5, true, null] }, false)).toEqual([
      ['(not set)', undefined],
      ['1', 1],
      ['2.5', 2.5],
      ['true', true],
      ['null', null],
    ]);
  });

  it('keeps the quotes of text that would read like another member, is empty, or has outer spaces', () => {
    expect(choices({ enum: ['1', 1, 'null', null, '', ' padded', 'plain'] })).toEqual([
      ['"1"', '1'],
      ['1', 1],
      ['"null"', 'null'],
      ['null', null],
      ['""', ''],
      ['" padded"', ' padded'],
      ['plain', 'plain'],
    ]);
  });
});
