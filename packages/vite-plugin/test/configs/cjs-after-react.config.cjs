// The CommonJS form with the plugin after react(): `enforce: 'pre'` still runs it first.
const path = require('node:path');
const { defineConfig } = require('vite');
const react = require('@vitejs/plugin-react');
const webmcp = require('vite-plugin-webmcp-nexus').default;

const shop = path.resolve(__dirname, '../../../../fixtures/apps/shop');

module.exports = defineConfig({
  root: shop,
  plugins: [react(), webmcp()],
  resolve: { alias: { '@': path.join(shop, 'src') } },
});
