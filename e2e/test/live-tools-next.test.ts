// `webmcp-nexus mcp` over `next dev`, Turbopack (the CLI started first) and webpack (the dev
// server started first), on the Next.js shop (the same tools as the shop, React StrictMode on).
import { afterAll } from 'vitest';
import { appearanceTimes, describeLiveTools, shareBrowser } from './support/live-tools-scenario.js';
import { type Bundler, bundlerFlags, copyNextShop, startNext } from './support/next-app.js';

const browser = shareBrowser();

afterAll(() => {
  for (const { suite, milliseconds } of appearanceTimes)
    console.info(
      `[live tools] ${suite}: a tool reached the MCP client ${milliseconds} ms after the page mounted it`,
    );
});

for (const [bundler, cliFirst] of [
  ['turbopack', true],
  ['webpack', false],
] as [Bundler, boolean][]) {
  describeLiveTools(`next dev (${bundler})`, {
    cliFirst,
    browser,
    async copy(label) {
      const app = await copyNextShop(`live-tools-${label}`);
      // A package of its own: the copy's cache folder, port and secret are not the other suites'.
      await app.write('package.json', '{ "private": true }\n');
      return app.dir;
    },
    async start(copy) {
      const next = await startNext(copy, 'dev', bundlerFlags(bundler));
      return { url: `${next.origin}/`, stop: () => next.stop() };
    },
  });
}
