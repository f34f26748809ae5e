import {
  createFixtureProject,
  FIXTURE_TSCONFIG,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import { afterAll, expect, it } from 'vitest';
import { clientSchemaModule, recordingLogger, startDevServer, TMP_DIR } from './support';

// The tool's type is `z.infer<typeof noteSchema>`; the constraints live in the zod code of
// another file, which the tool's module imports only as a type, and the bound in a third file
// that no type mentions at all: only the zod reading knows that file shaped the schema.
const SCHEMA_FILE = (maximum: number) => `import { z } from 'zod';
import { MIN_TEXT } from './limits';
export const noteSchema = z.object({
  /** Note text */
  text: z.string().min(MIN_TEXT).max(${maximum}),
});
`;
const LIMITS_FILE = (minimum: number) => `export const MIN_TEXT = ${minimum};\n`;

const FILES = {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/schemas.ts': SCHEMA_FILE(100),
  'src/limits.ts': LIMITS_FILE(1),
  'src/api.ts': `import type { z } from 'zod';
import type { noteSchema } from './schemas';

/** Add a note */
export function addNote(note: z.infer<typeof noteSchema>) {
  return note.text;
}
`,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as api from './api';
registerGlobalTools(api);
`,
};

let project: FixtureProject | undefined;
afterAll(() => project?.remove());

it('the dev server serves the new schema after the zod schema file, or a constant it uses, is edited', async () => {
  project = createFixtureProject(TMP_DIR, 'watch-zod', FILES);
  const logger = recordingLogger();
  const server = await startDevServer(project.root, { logger, listening: true });
  // The call site's schema module, as the browser gets it: the schemas are delivered there.
  const clientCode = () => clientSchemaModule(server);
  try {
    // Match the keyword, not the bytes (a transform may reformat the code).
    const served = (code: string, keyword: string, value: number) =>
      new RegExp(`"${keyword}":\\s*${value}\\b`).test(code);
    expect(served(await clientCode(), 'minLength', 1)).toBe(true);
    project.write('src/schemas.ts', SCHEMA_FILE(280));
    await pollUntil(clientCode, (code) => served(code, 'maxLength', 280));
    project.write('src/limits.ts', LIMITS_FILE(3));
    const updated = await pollUntil(clientCode, (code) => served(code, 'minLength', 3));
    expect(served(updated, 'maxLength', 280)).toBe(true);
    expect(logger.errors).toEqual([]);
  } finally {
    await server.close();
  }
});
