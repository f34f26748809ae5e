// Every console error or uncaught exception on a page is a test failure unless the test expected
// it: a tool that "works" while the page logs errors is not working.

/**
 * @typedef {object} PageErrorLog
 * @property {string[]} errors every console.error text and uncaught exception seen so far
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
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(url ? `${message.text()} (${url}:${lineNumber + 1})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  return {
    errors,
    unexpected: (allowed = []) => errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
    clear: () => {
      errors.length = 0;
    },
  };
}
