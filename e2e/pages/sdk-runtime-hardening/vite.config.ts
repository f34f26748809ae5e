import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

// A development build (the SDK's development warnings are part of what this page proves), and
// unminified, so a failing test's stack trace is readable.
export default defineConfig({
  plugins: [webmcp()],
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  build: { minify: false },
});
