// Every console error or uncaught exception on a page is a test failure unless the test expected
// it: a tool that "works" while the page logs errors is not working.

/**
 * @typedef {object} PageErrorLog
 * @property {string[]} errors every console.error text and uncaught exception seen so far
 * @property {string[]} warnings every console.warn text (not a failure by itself; tests may assert on it)
 * @property {(allowed?: RegExp[]) => string[]} unexpected the errors matching none of `allowed`
 * @property {() => void} clear forgets what was collected (e.g. after an expected failure)
 */

/**
 * Starts collecting console errors and uncaught exceptions of `page`.
 * @param {import('playwright-core').Page} page
 * @returns {PageErrorLog}
 */
export function collectPageErrors(page) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (message) => {
    const kind = message.type();
    if (kind !== 'error' && kind !== 'warning') return;
    const { url, lineNumber } = message.location();
    (kind === 'error' ? errors : warnings).push(
      url ? `${message.text()} (${url}:${lineNumber + 1})` : message.text(),
    );
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  return {
    errors,
    warnings,
    unexpected: (allowed = []) => errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
    clear: () => {
      errors.length = 0;
      warnings.length = 0;
    },
  };
}
