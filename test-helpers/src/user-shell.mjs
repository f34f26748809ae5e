// A child process (a bundler CLI, Next, npm, the demo) must run as in a user's shell, not as in
// the test runner: NODE_ENV=test changes builds, NODE_OPTIONS carries the runner's loaders, and
// TEST / VITEST* make consola-based CLIs (Rolldown's) print nothing at all.

/** What test runners set for themselves and a user's shell has not. */
const TEST_RUNNER_VARIABLES = /^(NODE_ENV|NODE_OPTIONS|TEST|VITEST.*)$/;

/**
 * The environment of a user's shell: this process's without the test runner's variables, then `extra`.
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function userShellEnvironment(extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (TEST_RUNNER_VARIABLES.test(key)) delete env[key];
  return { ...env, ...extra };
}
