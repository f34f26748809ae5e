/**
 * The zod variant of the bench's real-app API layer (bench/src/generate-zod-api.mjs, being
 * written there): each input a `z.object` schema with constraints, its type `z.infer<typeof …>`,
 * shared schemas through the `@/` alias. Written over a generated real app's API modules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FEATURES = ['users', 'discussions', 'comments', 'teams', 'projects', 'invoices'];

/** Replaces the API layer of the real app at `root` by its zod variant. */
export function writeZodApi(root: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/types/schemas.ts', sharedSchemas());
  for (const feature of FEATURES) write(`src/features/${feature}/api.ts`, featureApi(feature));
}

function sharedSchemas(): string {
  return `import { z } from 'zod';

/** Lifecycle state of every entity. */
export const statusSchema = z.enum(['draft', 'active', 'archived']);

/** A 1-based page number. */
export const pageSchema = z.number().int().min(1);

/** Fields every stored entity has. */
export const entitySchema = z.object({
  /** Identifier */
  id: z.string().uuid(),
  /** Creation time */
  createdAt: z.date(),
});
`;
}

function featureApi(feature: string): string {
  const singular = feature.slice(0, -1);
  const entity = singular[0].toUpperCase() + singular.slice(1);
  const schema = `${singular}Schema`;
  return `import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { entitySchema, pageSchema, statusSchema } from '@/types/schemas';

/** A ${singular}. */
export const ${schema} = entitySchema.extend({
  /** Display name */
  name: z.string().min(1).max(80),
  /** Lifecycle state */
  status: statusSchema,
});

/** A ${singular} as the API returns it. */
export type ${entity} = z.infer<typeof ${schema}>;

/** Filters of the ${feature} list. */
export const list${entity}sInputSchema = z.object({
  /** 1-based page */
  page: pageSchema.optional(),
  /** Only these states */
  status: z.array(statusSchema).optional(),
  search: z.string().max(200).optional().describe('Free-text search'),
});

/** Filters of the ${feature} list. */
export type List${entity}sInput = z.infer<typeof list${entity}sInputSchema>;

/**
 * Lists ${feature}.
 * @readonly
 */
export async function list${entity}s(params: List${entity}sInput): Promise<Page<${entity}>> {
  const query = list${entity}sInputSchema.parse(params);
  return api.get(\`/${feature}?page=\${query.page ?? 1}\`);
}

/** What a new ${singular} is made of. */
export const create${entity}InputSchema = z.object({
  data: z.object({
    name: z.string().min(1).max(80).describe('Display name'),
    status: statusSchema.describe('Lifecycle state'),
  }),
});

/** Creates a ${singular}. */
export async function create${entity}(params: z.infer<typeof create${entity}InputSchema>): Promise<${entity}> {
  return api.post('/${feature}', create${entity}InputSchema.parse(params).data);
}
`;
}
