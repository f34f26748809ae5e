import type { JsonSchema } from '../types';
import { h } from './dom';
import { typeLabel } from './schema-kind';

/** The input schema as a readable tree: each field with its type, bounds, default and description. */
export function renderSchemaTree(schema: JsonSchema): HTMLElement {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return h('p', { class: 'muted' }, 'No input.');
  return fieldList(schema);
}

function fieldList(schema: JsonSchema): HTMLUListElement {
  const required = new Set(schema.required ?? []);
  return h(
    'ul',
    { class: 'tree' },
    ...Object.entries(schema.properties ?? {}).map(([name, field]) =>
      fieldItem(name, field, required.has(name)),
    ),
  );
}

function fieldItem(name: string, field: JsonSchema, required: boolean): HTMLLIElement {
  const item = typeof field.items === 'object' ? field.items : undefined;
  const nested = field.properties ? field : item?.properties ? item : undefined;
  return h(
    'li',
    {},
    h('code', {}, name),
    required ? '' : h('span', { class: 'muted' }, ' (optional)'),
    ': ',
    h('span', { class: 'type' }, typeLabel(field)),
    field.default !== undefined && h('span', { class: 'muted' }, ` = ${JSON.stringify(field.default)}`),
    field.description && h('div', { class: 'muted' }, field.description),
    nested && fieldList(nested),
  );
}
