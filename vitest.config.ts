import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const mlSrc = fileURLToPath(new URL('./packages/ml/src/index.ts', import.meta.url));
const webTslib = fileURLToPath(new URL('./packages/web/node_modules/tslib/tslib.es6.mjs', import.meta.url));
// Tests run the packages' sources, never a possibly stale dist/.
const alias = { '@sentio/domain': domainSrc, '@sentio/ml': mlSrc };

/**
 * Line coverage of the domain package (≥ 95 %) is measured and printed by `npm test` (`vitest run --coverage`).
 * Partial runs (`npx vitest run --project web`) leave it off, so the domain's threshold only judges runs that
 * execute the domain's tests.
 */
/**
 * Test tiers (docs/architecture.md): `domain`, `web` and `server-unit` are pure; `api` drives the real app over
 * HTTP on a real database — PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // Two cores: more workers than that only adds contention.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['packages/domain/src/**/*.test.ts'],
      reporter: ['text-summary'],
      // Print the domain's coverage even when another project's test fails.
      reportOnFailure: true,
      thresholds: { lines: 95 },
    },
    projects: [
      { resolve: { alias }, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { resolve: { alias }, test: { name: 'ml', include: ['packages/ml/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: { name: 'server-unit', include: ['packages/server/src/**/*.unit.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['packages/server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // One module graph per worker, as the web tier: re-importing the server for each file was 80 % of this tier's
          // time (254 s → 101 s on PostgreSQL). Each file still builds its own app on its own database (test/harness.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // echarts-for-react is hoisted to the root while its tslib lives under packages/web (see vite.config.ts).
        resolve: { alias: { ...alias, tslib: webTslib } },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          // Each file re-imported antd, React and the app (≈ 5 s a file, most of the web tier's time); sharing one
          // module graph per worker cut the web tier to under 4 minutes. The setup file puts back the app store and
          // the language after each file.
          isolate: false,
          // The first test of a file pays for antd's first renders; on the 2-core CI machine under load that took over
          // vitest's default 5 s (timeouts, not failures), so the web tier waits as long as a slow machine needs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
