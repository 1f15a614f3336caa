import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

/** The operator console: its own bundle under /admin/, served by the server with its own CSP. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 500 },
  server: {
    port: 5174,
    proxy: { '/admin/api': API_TARGET, '/admin/uploads': API_TARGET },
  },
});
