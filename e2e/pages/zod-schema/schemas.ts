// Written the way bulletproof-react writes its inputs: a zod schema, and the type inferred from it.
import { z } from 'zod';

export const createDiscussionInputSchema = z.object({
  /** Discussion title */
  title: z.string().min(1).max(80),
  /** Discussion body (Markdown) */
  body: z.string().min(1),
  /** How many people may reply */
  replyLimit: z.number().int().positive().default(10),
});

export type CreateDiscussionInput = z.infer<typeof createDiscussionInputSchema>;
