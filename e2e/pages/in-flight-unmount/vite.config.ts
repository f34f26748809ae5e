// Built twice: on React 19 (this package's), and with `--mode react18` on React 18.3.1 (the shop
// fixture's `react-18` / `react-dom-18` aliases, so every react import of the bundle is 18). A
// production build, as the 30 lost calls were.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

const fromShop = createRequire(new URL('../../../fixtures/apps/shop/package.json', import.meta.url));
const packageDir = (name: string) => dirname(fromShop.resolve(`${name}/package.json`));

export default defineConfig(({ mode }) => ({
  plugins: [webmcp()],
  base: './',
  resolve:
    mode === 'react18'
      ? {
          alias: [
            { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom-18')}$1` },
            { find: /^react(\/.*)?$/, replacement: `${packageDir('react-18')}$1` },
          ],
        }
      : {},
}));
