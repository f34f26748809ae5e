import { describe, expect, it } from 'vitest';
import { exactPathPattern } from '../src/exact-path-pattern';

describe('exactPathPattern', () => {
  const paths = [
    '/app/src/a.ts',
    '/app/src/a.tsx',
    '/app/src/ab.ts',
    '/app/src/b/index.ts',
    '/app/src/(group)/[id]/page+$1.ts',
    '/app/src/a.ts',
    '/app/lib.ts',
  ];
  const pattern = exactPathPattern(paths);

  it('matches every path given', () => {
    for (const path of paths) expect(pattern.test(path), path).toBe(true);
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
      expect(pattern.test(other), other).toBe(false);
  });

  it('shares each folder prefix once instead of repeating it per path', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/home/user/project/src/components/tree/c${i}.ts`);
    const tree = exactPathPattern(many);
    expect(tree.source.match(/components/g)).toHaveLength(1);
    for (const path of many) expect(tree.test(path), path).toBe(true);
    expect(tree.test('/home/user/project/src/components/tree/c1000.ts')).toBe(false);
  });
});
