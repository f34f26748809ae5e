// The CommonJS form of the user's guide (§1.3), building the shop example.
const path = require('node:path');
const { defineConfig } = require('vite');
const react = require('@vitejs/plugin-react');
const webmcp = require('vite-plugin-webmcp-nexus').default;

const shop = path.resolve(__dirname, '../../../../fixtures/apps/shop');

module.exports = defineConfig({
  root: shop,
  plugins: [webmcp(), react()],
  resolve: { alias: { '@': path.join(shop, 'src') } },
});
