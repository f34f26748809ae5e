import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../src/index';
import type { Diagnostic } from '../src/types';

const diagnostic: Diagnostic = {
  code: 'M3',
  severity: 'error',
  message: 'Tool name "get-user" is invalid: use only letters, digits and _ (1 to 128 characters)',
  hint: 'Rename it, e.g. getUser',
  file: '/app/src/main.ts',
  line: 4,
  column: 3,
};

const code = `import { registerGlobalTools } from 'webmcp-nexus-sdk';

registerGlobalTools({
  'get-user': getUser,
});
`;

describe('formatDiagnostic', () => {
  test('renders location, message, a code frame with a caret, and the fix', () => {
    expect(formatDiagnostic(diagnostic, { code })).toBe(
      [
        '/app/src/main.ts:4:3 - error M3: Tool name "get-user" is invalid: use only letters, digits and _ (1 to 128 characters)',
        '  2 |',
        '  3 | registerGlobalTools({',
        "> 4 |   'get-user': getUser,",
        '    |   ^',
        '  5 | });',
        '  6 |',
        '  fix: Rename it, e.g. getUser',
      ].join('\n'),
    );
  });

  test('with a root, shows the file relative to it', () => {
    const [header] = formatDiagnostic(diagnostic, { code, root: '/app' }).split('\n');
    expect(header).toBe(
      'src/main.ts:4:3 - error M3: Tool name "get-user" is invalid: use only letters, digits and _ (1 to 128 characters)',
    );
  });

  test('without readable source it still gives the location, message and fix', () => {
    expect(formatDiagnostic({ ...diagnostic, file: '/does/not/exist.ts' })).toBe(
      [
        '/does/not/exist.ts:4:3 - error M3: Tool name "get-user" is invalid: use only letters, digits and _ (1 to 128 characters)',
        '  fix: Rename it, e.g. getUser',
      ].join('\n'),
    );
  });

  test('a line outside the file gives no frame instead of a crash', () => {
    expect(formatDiagnostic({ ...diagnostic, line: 99 }, { code }).split('\n')).toHaveLength(2);
  });
});
