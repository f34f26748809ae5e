import type { SchemaModel } from './model';

/** Defaults written in a destructured parameter, by field name (nested patterns nest). */
export type DestructuringDefaults = Map<string, { value?: unknown; nested?: DestructuringDefaults }>;

/** Sets `default` on the fields of `model` (and of every object variant of an `anyOf`). */
export function applyDestructuringDefaults(model: SchemaModel, defaults: DestructuringDefaults): void {
  if (model.kind === 'anyOf') {
    for (const variant of model.variants) applyDestructuringDefaults(variant, defaults);
    return;
  }
  if (model.kind !== 'object') return;
  for (const property of model.properties) {
    const entry = defaults.get(property.name);
    if (!entry) continue;
    if ('value' in entry) property.schema.keywords = { ...property.schema.keywords, default: entry.value };
    if (entry.nested) applyDestructuringDefaults(property.schema, entry.nested);
  }
}
