import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import webmcp from 'vite-plugin-webmcp-nexus';

// https://vite.dev/config/
export default defineConfig({
  plugins: [webmcp(), react()],
});
