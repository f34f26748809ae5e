// A tool whose parameter is a bare string (M2) fails `next build`, under Turbopack and webpack,
// with the error located at the parameter, a fix, printed once and without a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bundler,
  bundlerFlags,
  copyNextShop,
  type NextAppCopy,
  type NextRun,
  runNext,
} from './support/next-app.js';
import { withPrimitiveParameterTool } from './support/next-edits.js';

describe('next build with a broken tool', () => {
  let copy: NextAppCopy;
  let location = '';

  beforeAll(async () => {
    copy = await copyNextShop('build-error');
    const { source, line, column } = withPrimitiveParameterTool(await copy.read('src/api/products.ts'));
    await copy.write('src/api/products.ts', source);
    location = `src/api/products.ts:${line}:${column}`;
  });

  afterAll(async () => {
    await copy?.remove();
  });

  for (const bundler of ['turbopack', 'webpack'] satisfies Bundler[]) {
    it(`${bundler}: fails with the located M2 error and its fix, once, without a stack`, async () => {
      const run: NextRun = await runNext(copy.dir, ['build', ...bundlerFlags(bundler)]);
      expect(run.exitCode, run.output).toBe(1);
      const headers = run.output.split('\n').filter((text) => text.includes(`${location} - error M2`));
      expect(headers, run.output).toHaveLength(1);
      expect(run.output).toMatch(/fix: /);
      const afterError = run.output.slice(run.output.indexOf(`${location} - error M2`));
      expect(afterError, 'no stack frames after the diagnostic').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    }, 300_000);
  }
});
