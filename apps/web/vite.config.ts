import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The whole home page must stay small on phones: keep an eye on chunk sizes.
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': API_TARGET,
      '/lgw': API_TARGET,
      '/lotto': API_TARGET,
      '/__dev': API_TARGET,
      '/ws': { target: API_TARGET, ws: true },
    },
  },
});
