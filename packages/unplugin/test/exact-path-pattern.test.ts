import { describe, expect, it } from 'vitest';
import { exactPathPatterns } from '../src/exact-path-pattern';

/** Whether one of `patterns` matches `path`. */
const matches = (patterns: RegExp[], path: string) => patterns.some((pattern) => pattern.test(path));

describe('exactPathPatterns', () => {
  const paths = [
    '/app/src/a.ts',
    '/app/src/a.tsx',
    '/app/src/ab.ts',
    '/app/src/b/index.ts',
    '/app/src/(group)/[id]/page+$1.ts',
    '/app/src/a.ts',
    '/app/lib.ts',
  ];
  const patterns = exactPathPatterns(paths);

  it('matches every path given', () => {
    for (const path of paths) expect(matches(patterns, path), path).toBe(true);
  });

  it('matches nothing else: no prefix, extension, neighbour or query of a path', () => {
    for (const other of [
      '/app/src/a.t',
      '/app/src/a.tsxx',
      '/app/src/a',
      '/app/src/ab.tsx',
      '/app/src/b/index.tsx',
      '/app/src/b',
      '/app/src/(group)/x/page+$1.ts',
      '/app/src/groupX/[id]/page+$1.ts',
      '/app/src/a.ts?v=1',
      '/other/app/src/a.ts',
      '/app/libXts',
      '',
    ])
      expect(matches(patterns, other), other).toBe(false);
  });

  it('shares each folder prefix once instead of repeating it per path', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/home/user/project/src/components/tree/c${i}.ts`);
    const tree = exactPathPatterns(many);
    expect(tree).toHaveLength(1);
    expect(tree[0].source.match(/components/g)).toHaveLength(1);
    for (const path of many) expect(matches(tree, path), path).toBe(true);
    expect(matches(tree, '/home/user/project/src/components/tree/c1000.ts')).toBe(false);
  });

  it('splits a very large project into a few patterns, together still exact', () => {
    const many = Array.from({ length: 4500 }, (_, i) => `/repo/packages/p${i % 7}/src/m${i}.ts`);
    const patterns = exactPathPatterns(many);
    expect(patterns).toHaveLength(3);
    for (const path of many) expect(matches(patterns, path), path).toBe(true);
    expect(matches(patterns, '/repo/packages/p0/src/m4500.ts')).toBe(false);
  });

  it('is no pattern at all for no path', () => {
    expect(exactPathPatterns([])).toEqual([]);
  });
});
