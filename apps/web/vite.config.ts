import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_MODULES } from './src/app/route-modules.ts';

const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

/** Writes the route table (src/app/route-modules.ts) next to the build for the server (ADR 0049). */
const routeModules = (): Plugin => ({
  name: 'portal-route-modules',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'route-modules.json', source: JSON.stringify(ROUTE_MODULES) });
  },
});

export default defineConfig({
  plugins: [react(), routeModules()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // The small i18n runtime in place of i18next and react-i18next (ADR 0055); types stay the packages'.
      {
        find: /^i18next$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/i18n-runtime/i18next.ts'),
      },
      {
        find: /^react-i18next$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/i18n-runtime/react-i18next.tsx'),
      },
    ],
  },
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
