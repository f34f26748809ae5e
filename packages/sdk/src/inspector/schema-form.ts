import type { JsonSchema } from '../types';
import { h, uniqueId } from './dom';
import { enumLabels, schemaKind, typeLabel } from './schema-kind';

/** One generated control: its element, and what it holds now (`set: false` leaves the key out). */
export interface FormField {
  element: HTMLElement;
  read(): { set: boolean; value?: unknown };
}

/**
 * Controls for a tool's input schema: text and number inputs, checkboxes, selects for enums,
 * fieldsets for nested objects, add/remove lists for arrays, a JSON textarea for what has no
 * control (unions, free-form maps). Defaults are pre-filled; an empty optional field is left out.
 * Nothing is checked here: the call goes through the SDK, whose validation answers.
 */
export function createSchemaForm(schema: JsonSchema): FormField {
  return objectField(schema, undefined, true);
}

function fieldFor(schema: JsonSchema, label: string, required: boolean): FormField {
  switch (schemaKind(schema)) {
    case 'object':
      return objectField(schema, label, required);
    case 'array':
      return arrayField(schema, label, required);
    case 'enum':
      return enumField(schema, label, required);
    case 'boolean':
      return required
        ? checkboxField(schema, label)
        : enumField({ ...schema, enum: [true, false] }, label, false);
    case 'number':
    case 'integer':
    case 'string':
      return inputField(schema, label, required);
    case 'const':
      return {
        element: labelled(label, schema, h('code', {}, JSON.stringify(schema.const))),
        read: () => ({ set: true, value: schema.const }),
      };
    default:
      return jsonField(schema, label, required);
  }
}

function labelled(label: string, schema: JsonSchema, control: HTMLElement, id?: string): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label, h('span', { class: 'muted' }, ` ${typeLabel(schema)}`)),
    control,
    schema.description && h('div', { class: 'muted' }, schema.description),
  );
}

function objectField(schema: JsonSchema, label: string | undefined, required: boolean): FormField {
  const requiredNames = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      [
        name,
        fieldFor(property, `${name}${requiredNames.has(name) ? '' : ' (optional)'}`, requiredNames.has(name)),
      ] as const,
  );
  const children = fields.map(([, field]) => field.element);
  const element =
    label === undefined
      ? h(
          'div',
          {},
          ...(children.length ? children : [h('p', { class: 'muted' }, 'This tool takes no input.')]),
        )
      : h(
          'fieldset',
          {},
          h('legend', {}, label),
          schema.description && h('div', { class: 'muted' }, schema.description),
          ...children,
        );
  return {
    element,
    read() {
      const value: Record<string, unknown> = {};
      for (const [name, field] of fields) {
        const read = field.read();
        if (read.set) value[name] = read.value;
      }
      return { set: required || Object.keys(value).length > 0, value };
    },
  };
}

function arrayField(schema: JsonSchema, label: string, required: boolean): FormField {
  const itemSchema = schema.items as JsonSchema;
  const items: FormField[] = [];
  const list = h('ol', { class: 'items' });
  const add = (initial?: unknown) => {
    const field = fieldFor(
      initial === undefined ? itemSchema : { ...itemSchema, default: initial },
      `${label} item`,
      true,
    );
    const row = h('li', {}, field.element);
    row.append(
      h(
        'button',
        {
          type: 'button',
          class: 'small',
          'aria-label': `Remove ${label} item`,
          onclick: () => {
            items.splice(items.indexOf(field), 1);
            row.remove();
          },
        },
        'Remove',
      ),
    );
    items.push(field);
    list.append(row);
  };
  if (Array.isArray(schema.default)) for (const value of schema.default) add(value);
  const addButton = h(
    'button',
    { type: 'button', class: 'small', onclick: () => add() },
    `Add ${label} item`,
  );
  return {
    element: h(
      'fieldset',
      {},
      h('legend', {}, label, h('span', { class: 'muted' }, ` ${typeLabel(schema)}`)),
      schema.description && h('div', { class: 'muted' }, schema.description),
      list,
      addButton,
    ),
    read: () => ({ set: required || items.length > 0, value: items.map((item) => item.read().value) }),
  };
}

function enumField(schema: JsonSchema, label: string, required: boolean): FormField {
  const values = schema.enum ?? [];
  const id = uniqueId('field');
  const select = h(
    'select',
    { id },
    !required && h('option', { value: '' }, '(not set)'),
    ...enumLabels(values).map((text, index) => h('option', { value: String(index) }, text)),
  );
  const preset = values.findIndex((value) => JSON.stringify(value) === JSON.stringify(schema.default));
  if (preset >= 0) select.value = String(preset);
  return {
    element: labelled(label, schema, select, id),
    read: () => (select.value === '' ? { set: false } : { set: true, value: values[Number(select.value)] }),
  };
}

function checkboxField(schema: JsonSchema, label: string): FormField {
  const id = uniqueId('field');
  const input = h('input', { id, type: 'checkbox', checked: schema.default === true });
  return { element: labelled(label, schema, input, id), read: () => ({ set: true, value: input.checked }) };
}

function inputField(schema: JsonSchema, label: string, required: boolean): FormField {
  const id = uniqueId('field');
  const numeric = schemaKind(schema) !== 'string';
  const input = h('input', {
    id,
    type: numeric ? 'number' : 'text',
    step: numeric ? (schemaKind(schema) === 'integer' ? '1' : 'any') : undefined,
    value: schema.default === undefined ? undefined : String(schema.default),
  });
  return {
    element: labelled(label, schema, input, id),
    read() {
      // An empty number is left out even when required: the SDK then says the field is missing.
      if (input.value === '' && (numeric || !required)) return { set: false };
      return { set: true, value: numeric ? Number(input.value) : input.value };
    },
  };
}

function jsonField(schema: JsonSchema, label: string, required: boolean): FormField {
  const id = uniqueId('field');
  const textarea = h('textarea', {
    id,
    rows: 3,
    spellcheck: 'false',
    value: schema.default === undefined ? '' : JSON.stringify(schema.default, null, 2),
  });
  return {
    element: labelled(`${label} (JSON)`, schema, textarea, id),
    read() {
      if (textarea.value.trim() === '') return required ? { set: true, value: null } : { set: false };
      try {
        return { set: true, value: JSON.parse(textarea.value) };
      } catch {
        throw new Error(`${label}: not valid JSON`);
      }
    },
  };
}
