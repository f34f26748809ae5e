import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

export default defineConfig({ plugins: [webmcp()] });
