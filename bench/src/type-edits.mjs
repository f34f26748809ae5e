// The type edits of the dev-server benchmark: each adds one documented `string` field with a name
// never used before, so every sample is a real change that the served schema must show.

/** The tool file's source with `field` added at the top of its `Tool<N>Params` interface. */
export function withToolParamsField(source, field) {
  return insertField(source, /export interface Tool\d+Params \{\n/, field);
}

/** The shared types file's source with `field` added at the top of `Address`. */
export function withAddressField(source, field) {
  return insertField(source, /export interface Address \{\n/, field);
}

function insertField(source, interfaceOpening, field) {
  const opening = interfaceOpening.exec(source);
  // The generated project is ours: a missing interface means the generator changed, not bad input.
  if (!opening) throw new Error(`no ${interfaceOpening.source} in the file to edit`);
  const at = opening.index + opening[0].length;
  return `${source.slice(0, at)}  /** Added by the dev-server benchmark (${field}) */\n  ${field}: string;\n${source.slice(at)}`;
}
