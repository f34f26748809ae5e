import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExtractor } from '@webmcp-nexus/core';
import { createFixtureProject, FIXTURE_TSCONFIG } from '@webmcp-nexus/test-helpers/fixture-project';
import { afterAll, describe, expect, it } from 'vitest';
import { lintBuildResult, resolveBuildLintSettings } from '../src/build-lints';

const project = createFixtureProject(fileURLToPath(new URL('./.tmp', import.meta.url)), 'build-lints', {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** Deletes a note */
export function deleteNote(params: { /** Note ID */ id: string }) {}

/** Gets a note */
export function getNote(params: { /** Note ID */ id: string }) {
  return params;
}

registerGlobalTools({ deleteNote, getNote });
`,
});
afterAll(() => project.remove());

const extracted = () => createExtractor({ root: project.root, cache: false }).extractProject();
const codes = (diagnostics: { code: string; severity: string }[]) =>
  diagnostics.map((d) => `${d.code} ${d.severity}`);

describe('the lints of a build', () => {
  it('without settings, every lint is a warning', () => {
    const settings = resolveBuildLintSettings(project.root);
    expect(codes(lintBuildResult(extracted(), settings))).toEqual(['L6 warning', 'L5 warning']);
  });

  it("the plugin's rules override webmcp-nexus.config.json, code by code", () => {
    writeFileSync(
      join(project.root, 'webmcp-nexus.config.json'),
      '{ "rules": { "L5": "off", "L6": "error" } }',
    );
    expect(codes(lintBuildResult(extracted(), resolveBuildLintSettings(project.root)))).toEqual(['L6 error']);
    const settings = resolveBuildLintSettings(project.root, { rules: { L6: 'warn' } });
    expect(settings.options.rules).toEqual({ L5: 'off', L6: 'warn' });
    expect(codes(lintBuildResult(extracted(), settings))).toEqual(['L6 warning']);
  });

  it("the config file's problems come with the build's diagnostics", () => {
    writeFileSync(join(project.root, 'webmcp-nexus.config.json'), '{ "rules": { "X1": "off" } }');
    const settings = resolveBuildLintSettings(project.root);
    expect(codes(lintBuildResult(extracted(), settings))).toEqual(['P3 warning', 'L6 warning', 'L5 warning']);
  });
});
