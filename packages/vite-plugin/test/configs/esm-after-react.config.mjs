// The ESM form with the plugin after react(): `enforce: 'pre'` still runs it first.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

const shop = fileURLToPath(new URL('../../../../fixtures/apps/shop', import.meta.url));

export default defineConfig({
  root: shop,
  plugins: [react(), webmcp()],
  resolve: { alias: { '@': `${shop}/src` } },
});
