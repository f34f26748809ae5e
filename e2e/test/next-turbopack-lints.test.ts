// The lints under Turbopack's `next build`: the loader lints with webmcp-nexus.config.json under
// withWebMcp's `rules` option, which wins (the config file makes L5 and L6 errors; the options
// lower L5 to a warning and turn L6 off), so the build succeeds, warns about L5 and says nothing of L6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyNextShop, type NextAppCopy, type NextRun, runNext } from './support/next-app.js';

/** Two exports of src/api/products.ts (a `registerGlobalTools` namespace) that the lints flag. */
const LINTED_TOOLS = `
/** Lists the newest products */
export function listNewestProducts(params: { /** How many */ count: number }) {
  return PRODUCTS.slice(0, params.count);
}

/** Deletes a product from the comparison list */
export function deleteComparedProduct(params: { /** Product ID */ id: string }) {
  return params.id;
}
`;

describe('next build (Turbopack) with lint settings in the config file and in withWebMcp', () => {
  let copy: NextAppCopy;
  let run: NextRun;
  let listLocation = '';

  beforeAll(async () => {
    copy = await copyNextShop('turbopack-lints');
    const source = (await copy.read('src/api/products.ts')) + LINTED_TOOLS;
    await copy.write('src/api/products.ts', source);
    const before = source.slice(0, source.indexOf('export function listNewestProducts'));
    listLocation = `src/api/products.ts:${before.split('\n').length}:`;
    await copy.write('webmcp-nexus.config.json', '{ "rules": { "L5": "error", "L6": "error" } }\n');
    const config = await copy.read('next.config.ts');
    const wrapped = "withWebMcp({ reactStrictMode: true }, { rules: { L5: 'warn', L6: 'off' } })";
    if (!config.includes('withWebMcp({ reactStrictMode: true })'))
      throw new Error('next.config.ts no longer reads withWebMcp({ reactStrictMode: true })');
    await copy.write('next.config.ts', config.replace('withWebMcp({ reactStrictMode: true })', wrapped));
    run = await runNext(copy.dir, ['build']);
  }, 300_000);

  afterAll(async () => {
    await copy?.remove();
  });

  it('warns about L5 (lowered from the config file’s error), says nothing of L6 (off), and builds', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(new RegExp(`${listLocation}\\d+ - warning L5`));
    expect(run.output).not.toMatch(/\bL6\b/);
    expect(run.output).not.toMatch(/error L5/);
  });
});
