import { afterEach, expect, test } from 'vitest';
import { createExtractor, createSchemaService } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// A map slot hands the schema under a key to whatever function the map holds there when the page
// runs. Where one value holds different functions under one name (a const bound to a conditional
// of maps), no schema is right for both: M10, and neither gets one, never the other's.

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

const ADMIN = `/** Searches every user */
export function search(p: { /** Any text */ query: string; /** Include deleted users */ deleted: boolean }) { return p; }
/** Lists the audit log */
export function audit(p: { /** Page */ page: number }) { return p; }
`;

const USER = `/** Searches your contacts */
export function search(p: { /** Any text */ query: string }) { return p; }
/** Same as the admin's */
export { audit } from './admin';
`;

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as adminApi from './admin';
import * as userApi from './user';

declare const isAdmin: boolean;
const api = isAdmin ? adminApi : userApi;

registerGlobalTools(api);
registerGlobalTools(isAdmin ? adminApi : userApi);
`;

test('different functions under one name through one value: an M10 error at the call, no schema for either; the rest delivered', async () => {
  project = createScratchProject({ 'main.ts': MAIN, 'admin.ts': ADMIN, 'user.ts': USER });
  const main = project.file('main.ts');
  const { diagnostics, tools } = createExtractor({ root: project.root, cache: false }).extractProject();
  const shared = diagnostics.filter((d) => d.code === 'M10');
  expect(shared.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.toolName}`)).toEqual([
    `${main}:8:1 error search`,
  ]);
  expect(shared[0].message).toBe(
    "Tool 'search': different functions (admin.ts:2, user.ts:2) reach this call through one value, so the build cannot tell which one a run hands over, and gives neither a schema",
  );
  // Line 8's audit is one function (the same schema): delivered once. At line 9 each side of the
  // conditional is a slot of its own: both searches get their own schemas.
  const delivered = tools
    .map((tool) => `${tool.callSite.line} ${tool.name} ${tool.schema.description}`)
    .sort();
  expect(delivered).toEqual([
    '8 audit Lists the audit log',
    '9 audit Lists the audit log',
    '9 search Searches every user',
    '9 search Searches your contacts',
  ]);

  // The build's path (the schema service, whichever engine answers) says the same.
  const service = createSchemaService({ root: project.root, cache: false, worker: false });
  try {
    const result = await service.extractCallSites(main);
    expect(result.diagnostics.filter((d) => d.code === 'M10')).toEqual(shared);
    expect(result.tools.map((tool) => `${tool.callSite.line} ${tool.name}`).sort()).toEqual(
      delivered.map((line) => line.split(' ').slice(0, 2).join(' ')),
    );
  } finally {
    await service.close();
  }
});
