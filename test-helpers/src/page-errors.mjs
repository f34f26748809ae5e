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

/**
 * Opens `url` in a new tab of `browser` that collects its console errors and uncaught exceptions
 * from the first script on, so a broken bundle fails the test loudly.
 * @param {import('./browser.mjs').Browser} browser
 * @param {string} url
 * @returns {Promise<{ page: import('playwright-core').Page, errors: string[] }>}
 */
export async function openPage(browser, url) {
  const page = await browser.newPage();
  const { errors } = collectPageErrors(page);
  // Chromium asks every server for a favicon unprompted; a dev server's 404 would be a console error.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(url);
  return { page, errors };
}
