import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readProjectConfig } from '../src/options/project-config-file';

const root = mkdtempSync(path.join(os.tmpdir(), 'webmcp-project-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const withConfig = (text: string) => {
  writeFileSync(path.join(root, 'webmcp-nexus.config.json'), text);
  return readProjectConfig(root);
};
const located = (config: ReturnType<typeof readProjectConfig>) =>
  config.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.severity} ${d.message}`);

test('no file: no settings, no problems', () => {
  expect(readProjectConfig(path.join(root, 'missing'))).toEqual({
    lint: {},
    extraction: {},
    diagnostics: [],
  });
});

test('rules and strict are read; every S, D, L, H and N code can be set', () => {
  expect(
    withConfig('{ "rules": { "S2": "off", "D2": "error", "L4": "warn", "N3": "off" }, "strict": true }'),
  ).toEqual({
    lint: { rules: { S2: 'off', D2: 'error', L4: 'warn', N3: 'off' }, strict: true },
    extraction: {},
    diagnostics: [],
  });
});

test('a file that is not JSON, or not an object, is one P3 and no settings', () => {
  const broken = withConfig('{ "rules": ');
  expect(broken.lint).toEqual({});
  expect(located(broken)).toEqual([
    expect.stringMatching(/^P3 1:1 warning webmcp-nexus.config.json is not valid JSON/),
  ]);
  expect(located(withConfig('[]'))).toEqual(['P3 1:1 warning webmcp-nexus.config.json must hold an object']);
});

test('each unusable setting is a P3 at its key; the usable ones still apply', () => {
  const config = withConfig(
    '{\n  "strict": "yes",\n  "rules": { "L4": "off", "M1": "off" },\n  "rulez": {}\n}\n',
  );
  expect(config.lint).toEqual({ rules: { L4: 'off' } });
  expect(located(config)).toEqual([
    'P3 2:3 warning "strict" must be true or false: ignored',
    'P3 3:27 warning rules: "M1" cannot be configured (M* errors and P* set-up problems keep their severity): ignored',
    'P3 4:3 warning unknown setting "rulez": ignored',
  ]);
});

test('the extraction options are read beside the lints; a wrong type is a P3 at its key', () => {
  expect(withConfig('{ "outputSchema": true, "tsconfig": "tsconfig.app.json", "cache": false }')).toEqual({
    lint: {},
    extraction: { outputSchema: true, tsconfig: 'tsconfig.app.json', cache: false },
    diagnostics: [],
  });
  const wrong = withConfig('{\n  "outputSchema": "yes"\n}\n');
  expect(wrong.extraction).toEqual({});
  expect(located(wrong)).toEqual(['P3 2:3 warning "outputSchema" must be a boolean: ignored']);
});
