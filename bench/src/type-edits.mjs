// The type edits of the dev-server benchmark: each adds one documented `string` field with a name
// never used before to `listUsers`'s parameter type, so every sample is a real change that the
// served schema must show.

/** The real app's users API with `field` added at the top of `ListUsersParams` (an interface). */
export function withListParamsField(source, field) {
  return insertAfter(
    source,
    /export interface ListUsersParams \{\n/,
    `  /** Added by the dev-server benchmark (${field}) */\n  ${field}: string;\n`,
  );
}

/** The zod app's users API with `field` added at the top of `listUsersInputSchema` (a `z.object`). */
export function withListInputSchemaField(source, field) {
  return insertAfter(
    source,
    /export const listUsersInputSchema = z\.object\(\{\n/,
    `  /** Added by the dev-server benchmark (${field}) */\n  ${field}: z.string(),\n`,
  );
}

function insertAfter(source, opening, text) {
  const match = opening.exec(source);
  // The generated app is ours: a missing declaration means the generator changed, not bad input.
  if (!match) throw new Error(`no ${opening.source} in the file to edit`);
  const at = match.index + match[0].length;
  return `${source.slice(0, at)}${text}${source.slice(at)}`;
}
