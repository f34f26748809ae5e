/** The schema the build plugin would attach; written by hand here because only run time is measured. */
interface ToolSchema {
  description: string;
  inputSchema: Record<string, unknown>;
  title?: string;
  readOnly?: boolean;
}

type Tool = ((input: { query: string; limit?: number }) => unknown) & { __webmcpSchema: ToolSchema };

/** Builds `count` distinct tools shaped like real ones (a small object schema each). */
export function makeTools(count: number): Record<string, Tool> {
  const tools: Record<string, Tool> = {};
  for (let index = 0; index < count; index++) {
    const tool = ((input: { query: string; limit?: number }) => ({ index, query: input.query })) as Tool;
    tool.__webmcpSchema = {
      description: `Search collection number ${index}`,
      title: `Search ${index}`,
      readOnly: index % 2 === 0,
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to match' },
          limit: { type: 'number', description: 'Most results to return', default: 20 },
          sort: { type: 'string', enum: ['relevance', 'newest', 'price'] },
        },
        required: ['query'],
      },
    };
    tools[`search_collection_${index}`] = tool;
  }
  return tools;
}
