import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PluginState } from '../src/plugin-state';
import { createFixtureProject, FIXTURE_TSCONFIG } from './support/fixture-project';
import { L6_TOOL_FILE } from './support/listed-manifest';

const project = createFixtureProject(fileURLToPath(new URL('./.tmp', import.meta.url)), 'state-lints', {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/main.ts': L6_TOOL_FILE,
  'webmcp-nexus.config.json': '{ "rules": { "L6": "error" } }',
});
afterAll(() => project.remove());

const codes = (state: PluginState) => state.bundleDiagnostics().map((d) => `${d.code} ${d.severity}`);

describe('the lints of a plugin instance', () => {
  it("lint the bundle's tools with the config file under the plugin's rules, and follow edits", async () => {
    const state = new PluginState({ root: project.root, cache: false, rules: { L6: 'warn' } });
    state.index().ensureScanned();
    // Nothing bundled yet: no tool of this bundle lints.
    expect(codes(state)).toEqual([]);
    state.bundledFiles.add(project.path('src/main.ts'));
    expect(codes(state)).toEqual(['L6 warning']);
    expect(state.bundleTools().map((tool) => tool.name)).toEqual(['deleteNote']);
    // The cached lints are those of the index's state: an edit that fixes the tool clears them.
    project.write(
      'src/main.ts',
      L6_TOOL_FILE.replace('/** Deletes a note */', '/** Deletes a note\n * @consequential\n */'),
    );
    await state.fileChanged(project.path('src/main.ts'));
    expect(codes(state)).toEqual([]);
  });

  it('a bad config file is a project problem every bundle reports (P3)', () => {
    project.write('webmcp-nexus.config.json', '{ "rules": { "X1": "off" } }');
    const state = new PluginState({ root: project.root, cache: false });
    state.index().ensureScanned();
    expect(codes(state)).toEqual(['P3 warning']);
  });
});
