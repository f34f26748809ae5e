// The dev inspector on a page with no WebMCP host at all (no polyfill, no browser support): it
// lists and calls tools through the SDK registry's testing face. The page imports the inspector
// itself, so this production build of it (Vite with the plugin) carries it on purpose.
import { expect, it } from 'vitest';
import { buildE2ePage } from '../src/build.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite({
  label: 'inspector-no-host',
  prepareSite: (dir) => buildE2ePage('inspector-no-host', dir),
});

it('opens from its button by keyboard, says there is no host, and keeps its styles and the page apart', async () => {
  const { page } = await suite.openPage();
  expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
  const inspector = page.locator('webmcp-nexus-inspector');
  const button = inspector.getByRole('button', { name: 'WebMCP' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = inspector.getByRole('dialog', { name: 'webmcp-nexus inspector' });
  await dialog.waitFor();
  await expect.poll(() => dialog.locator('.state').textContent()).toBe('no-host');
  // The close button has the focus; Escape closes and gives it back to the floating button.
  await page.keyboard.press('Escape');
  expect(await dialog.isHidden()).toBe(true);
  expect(
    await button.evaluate(
      (element) => element.getRootNode() instanceof ShadowRoot && element.matches(':focus'),
    ),
  ).toBe(true);

  const styles = await page.evaluate(() => {
    const host = document.querySelector('webmcp-nexus-inspector')!;
    const toggle = host.shadowRoot!.querySelector('button')!;
    const own = document.querySelector('body > button')!;
    return {
      inspectorColor: getComputedStyle(host).color,
      inspectorFont: getComputedStyle(toggle).fontSize,
      inspectorButton: getComputedStyle(toggle).backgroundColor,
      inspectorCase: getComputedStyle(host.shadowRoot!.querySelector('[role=dialog]')!).textTransform,
      inspectorSpacing: getComputedStyle(host.shadowRoot!.querySelector('[role=dialog]')!).letterSpacing,
      pageButton: getComputedStyle(own).backgroundColor,
      pageButtonRadius: getComputedStyle(own).borderRadius,
    };
  });
  // Nothing inherited from the page comes in…
  expect(styles.inspectorColor).not.toBe('rgb(255, 0, 0)');
  expect(styles.inspectorFont).toBe('13px');
  expect(styles.inspectorButton).not.toBe('rgb(0, 128, 0)');
  expect([styles.inspectorCase, styles.inspectorSpacing]).toEqual(['none', 'normal']);
  // …and the inspector's `.toggle` rule does not reach the page's own `.toggle` button.
  expect(styles.pageButton).toBe('rgb(0, 128, 0)');
  expect(styles.pageButtonRadius).toBe('0px');
});

it('fills arrays, booleans, enums and a union (JSON) from the form, and calls through the registry', async () => {
  const { page } = await suite.openPage();
  const inspector = page.locator('webmcp-nexus-inspector');
  await inspector.evaluate((element) => (element as HTMLElement & { open(): void }).open());
  const tool = inspector.locator('details[data-tool="previewOrder"]');
  await tool.locator('summary').click();
  const form = tool.getByRole('form', { name: 'Try previewOrder' });
  expect(await form.getByLabel(/^copies/).inputValue()).toBe('1');
  await form.getByRole('button', { name: 'Add lines item' }).click();
  await form.getByRole('button', { name: 'Add lines item' }).click();
  await form.getByRole('button', { name: 'Add lines item' }).click();
  await form.getByRole('button', { name: 'Remove lines item' }).last().click();
  await form.getByLabel(/^sku/).first().fill('a-1');
  await form
    .getByLabel(/^quantity/)
    .first()
    .fill('2');
  await form.getByLabel(/^sku/).last().fill('b-2');
  await form
    .getByLabel(/^quantity/)
    .last()
    .fill('1');
  await form.getByLabel(/^gift/).check();
  await form.getByLabel(/^speed/).selectOption({ label: 'express' });
  await form.getByLabel(/^reference .*JSON/).fill('42');
  await form.getByRole('button', { name: 'Call' }).click();
  const expected = {
    lines: [
      { sku: 'a-1', quantity: 2 },
      { sku: 'b-2', quantity: 1 },
    ],
    gift: true,
    speed: 'express',
    reference: 42,
    copies: 1,
  };
  const output = form.locator('output');
  await expect.poll(() => output.textContent()).toMatch(/^Result \(\d+ ms\)\n/);
  expect(JSON.parse((await output.textContent())!.replace(/^.*\n/, ''))).toEqual(expected);

  // The raw JSON editor starts from the form's value; what it sends is validated by the SDK.
  await form.getByLabel('Edit as JSON').check();
  const raw = form.getByLabel('previewOrder input as JSON');
  expect(JSON.parse(await raw.inputValue())).toEqual(expected);
  await raw.fill('{"lines": [], "gift": "yes"}');
  await form.getByRole('button', { name: 'Call' }).click();
  await expect.poll(() => output.textContent()).toMatch(/^Error \(\d+ ms\)\n.*gift/s);
});

it('is readable in the dark colour scheme', async () => {
  const { page } = await suite.openPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  const inspector = page.locator('webmcp-nexus-inspector');
  await inspector.evaluate((element) => (element as HTMLElement & { open(): void }).open());
  const colours = await inspector.getByRole('dialog').evaluate((dialog) => ({
    background: getComputedStyle(dialog).backgroundColor,
    text: getComputedStyle(dialog).color,
  }));
  expect(colours).toEqual({ background: 'rgb(30, 31, 36)', text: 'rgb(236, 236, 241)' });
});
