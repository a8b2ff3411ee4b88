#!/usr/bin/env node
// The command itself is compiled into dist/ by `npm run build`. This small file exists before any build so that
// `npm ci` links `sentio-ml` into node_modules/.bin (npm skips a bin whose file is missing at install time).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('sentio-ml is not built yet: run `npm run build` (or `npm run build -w @sentio/ml`) first.');
  process.exit(1);
}
await import(entry.href);
