import type { ExtractionOptions } from '@webmcp-nexus/core';

/** The flags of `check`, `list` and `mcp` that set the core's extraction options (over `webmcp-nexus.config.json`). */
export const EXTRACTION_FLAGS = {
  tsconfig: { type: 'string' },
  'output-schema': { type: 'boolean' },
} as const;

/** The extraction options the command line sets (an absent flag leaves the config file's value). */
export function extractionOptionsOf(values: {
  tsconfig?: string;
  'output-schema'?: boolean;
}): ExtractionOptions {
  return { tsconfig: values.tsconfig, outputSchema: values['output-schema'] };
}
