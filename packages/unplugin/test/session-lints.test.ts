import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFixtureProject, FIXTURE_TSCONFIG } from '@webmcp-nexus/test-helpers/fixture-project';
import { L6_TOOL_FILE } from '@webmcp-nexus/test-helpers/listed-manifest';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildSession } from '../src/build-session';
import { deliver, recordingSession } from './support/recording-session';

const project = createFixtureProject(fileURLToPath(new URL('./.tmp', import.meta.url)), 'session-lints', {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/main.ts': L6_TOOL_FILE,
  'webmcp-nexus.config.json': '{ "rules": { "L6": "error" } }',
});
afterAll(() => project.remove());

const codes = (session: BuildSession<undefined>) =>
  session.bundleDiagnostics().map((d) => `${d.code} ${d.severity}`);

describe('the lints of a build session', () => {
  it("lint the bundle's tools with the config file under the plugin's rules, and follow edits", async () => {
    const { session } = recordingSession({ rules: { L6: 'warn' } }, { root: project.root });
    session.startBuild();
    // Nothing bundled yet: no tool of this bundle lints.
    expect(codes(session)).toEqual([]);
    await deliver(session, project.path('src/main.ts'), L6_TOOL_FILE);
    expect(codes(session)).toEqual(['L6 warning']);
    expect(session.bundleTools().map((tool) => tool.name)).toEqual(['deleteNote']);
    // The cached lints are those of the index's state: an edit that fixes the tool clears them.
    project.write(
      'src/main.ts',
      L6_TOOL_FILE.replace('/** Deletes a note */', '/** Deletes a note\n * @consequential\n */'),
    );
    await session.fileChanged(project.path('src/main.ts'));
    await deliver(session, project.path('src/main.ts'), readFileSync(project.path('src/main.ts'), 'utf8'));
    expect(codes(session)).toEqual([]);
  });

  it('a bad config file is a project problem every bundle reports (P3)', () => {
    project.write('webmcp-nexus.config.json', '{ "rules": { "X1": "off" } }');
    const { session } = recordingSession({}, { root: project.root });
    session.startBuild();
    expect(codes(session)).toEqual(['P3 warning']);
  });
});
