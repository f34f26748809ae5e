import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

// Built in development mode (`vite build --mode development`): a `@debugging` tool is for
// development, and this page proves where an agent's MCP server puts one.
export default defineConfig({ plugins: [webmcp()] });
