// The zod-schema page's schemas on zod 3 (the npm alias zod-3 of zod@3.25): the same schema,
// written the way bulletproof-react writes its inputs, and the type inferred from it.
import { z } from 'zod-3';

export const createDiscussionInputSchema = z.object({
  /** Discussion title */
  title: z.string().min(1).max(80),
  /** Discussion body (Markdown) */
  body: z.string().min(1),
  /** How many people may reply */
  replyLimit: z.number().int().positive().default(10),
});

export type CreateDiscussionInput = z.infer<typeof createDiscussionInputSchema>;
