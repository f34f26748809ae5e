import { type CreateDiscussionInput, createDiscussionInputSchema } from './schemas';

let createdCount = 0;

/** Create a discussion */
export function createDiscussion(data: CreateDiscussionInput) {
  const parsed = createDiscussionInputSchema.parse(data);
  createdCount += 1;
  document.getElementById('created-count')!.textContent = String(createdCount);
  return { id: `discussion-${createdCount}`, title: parsed.title };
}
