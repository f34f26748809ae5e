// One rule for every test that can rewrite what it compares against (golden schemas, lint
// outputs, screenshots, a pinned lockfile): a person asks for it with `<VARIABLE>=1` and reviews
// the diff; CI only ever checks, so there the request is refused instead of quietly passing.

/**
 * Whether this run should rewrite the files `variable` (e.g. `UPDATE_FIXTURES`) stands for;
 * throws a one-line explanation when it is asked for under CI.
 * @param {string} variable
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function isUpdateRun(variable, env = process.env) {
  if (env[variable] !== '1') return false;
  if (env.CI && env.CI !== 'false' && env.CI !== '0') {
    throw new Error(
      `${variable}=1 is refused under CI=${env.CI}: it rewrites the expected files instead of checking them. Run it locally, review the diff and commit it.`,
    );
  }
  return true;
}
