import Ajv2020 from 'ajv/dist/2020';

// `strictTuples` flags every tuple whose minItems is below its prefixItems length, which is
// exactly what optional (`[number, number?]`) and rest (`[string, ...number[]]`) elements mean.
const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true });

const FORBIDDEN_KEYWORDS = ['$ref', '$defs', 'definitions', 'format'];

/**
 * Problems that make a schema unusable by a WebMCP host: not a valid JSON Schema for Ajv in
 * strict mode, or outside the subset (`$ref`, `$defs`, `format`, `additionalProperties` other
 * than `false`). Empty when the schema is fine.
 */
export function schemaSubsetProblems(schema: unknown): string[] {
  const problems: string[] = [];
  try {
    ajv.compile(schema as object);
  } catch (error) {
    problems.push(`Ajv: ${(error as Error).message}`);
  }
  walk(schema, '#', problems);
  return problems;
}

/** Ajv's complaints about `input` against `schema` (empty when the input is valid). */
export function inputProblems(schema: object, input: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(input)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

function walk(node: unknown, where: string, problems: string[]): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) walk(item, `${where}/${index}`, problems);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      // Property names are data: a field may well be called "format".
      for (const [name, property] of Object.entries(value))
        walk(property, `${where}/properties/${name}`, problems);
      continue;
    }
    if (FORBIDDEN_KEYWORDS.includes(key)) problems.push(`${where}: "${key}" is outside the WebMCP subset`);
    if (key === 'additionalProperties' && value !== false)
      problems.push(`${where}: additionalProperties must be false`);
    // `default` and `enum` hold data, not schemas.
    if (key !== 'default' && key !== 'enum' && key !== 'const') walk(value, `${where}/${key}`, problems);
  }
}
