import { expect, test } from 'vitest';
import { countTools, formatToolCount } from '../../src/manifest/tool-count';

const named = (...names: string[]) => names.map((name) => ({ name }));

test('counts distinct names and registrations', () => {
  expect(countTools(named('search', 'checkout', 'search'))).toEqual({ tools: 2, registrations: 3 });
  expect(countTools([])).toEqual({ tools: 0, registrations: 0 });
});

test('says the registrations only when a name is registered by several calls', () => {
  expect(formatToolCount(countTools(named('search')))).toBe('1 tool');
  expect(formatToolCount(countTools(named('search', 'checkout')))).toBe('2 tools');
  expect(formatToolCount(countTools(named('search', 'search')))).toBe('1 tool (2 registrations)');
  expect(formatToolCount({ tools: 19, registrations: 23 })).toBe('19 tools (23 registrations)');
  expect(formatToolCount(countTools([]))).toBe('0 tools');
});
