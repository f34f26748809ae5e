import { defineConfig } from 'vite';

// No webmcp plugin: the page attaches schemas by hand (only registration at run time is measured).
export default defineConfig({ build: { minify: true } });
