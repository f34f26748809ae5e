import { launchBrowser } from './src/browser.mjs';
import { listTools } from './src/model-context.mjs';
import { serveDirectory } from './src/static-server.mjs';

const b = await launchBrowser();
for (const dir of process.argv.slice(2)) {
  const server = await serveDirectory(dir);
  const page = await b.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(server.origin);
  await new Promise((r) => setTimeout(r, 1500));
  console.log(dir, JSON.stringify(await listTools(page), null, 1));
  console.log(
    await page.evaluate(() => {
      const r = globalThis[Symbol.for('webmcp-nexus.registry')];
      return {
        state: r.getState(),
        tools: r.listTools().map((t) => [t.name, t.owner, JSON.stringify(t.annotations)]),
      };
    }),
  );
  await server.close();
}
await b.close();
