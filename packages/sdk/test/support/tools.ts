import type { JsonSchema, WebMcpSchema } from '../../src/types';

/** Attaches a schema the way the build plugin does (`fn.__webmcpSchema = ...`). */
export function described<F extends Function>(
  fn: F,
  description: string,
  inputSchema?: JsonSchema,
  extra?: Partial<WebMcpSchema>,
): F {
  return Object.assign(fn, {
    __webmcpSchema: { description, inputSchema: inputSchema ?? { type: 'object', properties: {} }, ...extra },
  });
}

/** Lets queued microtasks (the registry's host sync) and host promise callbacks run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export const keywordSchema: JsonSchema = {
  type: 'object',
  properties: { keyword: { type: 'string', description: 'Search keyword' } },
  required: ['keyword'],
  additionalProperties: false,
};
