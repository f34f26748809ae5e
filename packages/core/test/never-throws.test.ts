import { afterAll, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { createScratchProject } from './support/scratch-project';

const project = createScratchProject({
  'api.ts': `/** Search @readonly */\nexport function search(params: { q: string }) { return params.q; }\n`,
});
afterAll(() => project.dispose());

const SDK = "import { registerGlobalTools, useWebMcpTools, withWebMcpTools } from 'webmcp-nexus-sdk';\n";

// Inputs a build sees in real life while someone is typing: none of them may throw.
const brokenInputs: Record<string, string> = {
  empty: '',
  'only the import': SDK,
  'unterminated call': `${SDK}registerGlobalTools(`,
  'unterminated map': `${SDK}registerGlobalTools({ search`,
  'no arguments': `${SDK}registerGlobalTools(); useWebMcpTools(); withWebMcpTools();`,
  'garbage arguments': `${SDK}registerGlobalTools(1, 'x', null, undefined, [], () => {}, new Map());`,
  'binary-looking text': `${SDK}\u0000\u0001\uFFFD registerGlobalTools({ a: \u0007 })`,
  'unclosed template and comment': `${SDK}registerGlobalTools({ a: \`\${ }); /* never closed`,
  'deep nesting': `${SDK}registerGlobalTools(${'('.repeat(2000)}{}${')'.repeat(2000)});`,
  'self-referencing consts': `${SDK}const a = b; const b = a; registerGlobalTools({ a }, a);`,
  'self-spreading map': `${SDK}const m: any = { ...m }; registerGlobalTools(m);`,
  'import of itself': `${SDK}import * as self from './broken';\nregisterGlobalTools(self);\nexport const x = 1;`,
  'class call on junk': `${SDK}withWebMcpTools(42, 'names'); withWebMcpTools(undefined as any, [1, 2]);`,
  'methodNames not literal': `${SDK}class C { /** a */ a() {} }\nconst names = ['a'];\nwithWebMcpTools(C, names); withWebMcpTools(C, [...names]);`,
  'namespace of a missing module': `${SDK}import * as gone from './gone';\nregisterGlobalTools(gone);`,
  'registered types': `${SDK}import type * as types from './api';\nregisterGlobalTools(types as any);`,
  'huge key list': `${SDK}registerGlobalTools({ ${Array.from({ length: 3000 }, (_, i) => `k${i}: () => ${i}`).join(', ')} });`,
};

describe('bad input never throws', () => {
  const extractor = createExtractor({ root: project.root });
  test.each(Object.keys(brokenInputs))('%s', (name) => {
    const result = extractor.extractFile(project.file('broken.ts'), brokenInputs[name]);
    expect(Array.isArray(result.tools)).toBe(true);
    const lines = brokenInputs[name].split('\n');
    for (const diagnostic of result.diagnostics) {
      // Located inside the text (1-based), with a one-line fix.
      expect(diagnostic.line).toBeGreaterThanOrEqual(1);
      expect(diagnostic.line).toBeLessThanOrEqual(lines.length);
      expect(diagnostic.column).toBeGreaterThanOrEqual(1);
      expect(diagnostic.column).toBeLessThanOrEqual(lines[diagnostic.line - 1].length + 1);
      expect(diagnostic.hint).toMatch(/^\S[^\n]*\S$/);
    }
  });

  test('the same extractor still works afterwards', () => {
    const result = extractor.extractFile(
      project.file('broken.ts'),
      `${SDK}import { search } from './api';\nregisterGlobalTools({ search });`,
    );
    expect(result.tools.map((tool) => tool.name)).toEqual(['search']);
    // broken.ts exists only as given code, never on disk: the project itself registers nothing.
    expect(extractor.extractProject()).toEqual({ tools: [], diagnostics: [], dependencies: [] });
  });
});
