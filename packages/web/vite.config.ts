import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Same alias as vitest.config.ts: the web build compiles the domain sources directly, so it never
// depends on a stale packages/domain/dist.
const domainSrc = decodeURIComponent(new URL('../domain/src/index.ts', import.meta.url).pathname);
const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // echarts-for-react is hoisted to the root node_modules, while its tslib lives under packages/web: resolve tslib
  // from here, or the build cannot find it.
  resolve: { alias: { '@sentio/domain': domainSrc }, dedupe: ['tslib'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/tenant-config.json': { target: api, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
