// Prints how many tests of each tier ran and passed, from vitest's and Playwright's JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const [kind, file, label] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.log(`${label}: no report (${file})`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
if (kind === 'vitest') {
  const tiers = new Map();
  for (const f of report.testResults) {
    const tier = /\.api\.test\.ts$/.test(f.name) ? 'API' : f.name.includes('/packages/web/') ? 'unit (web)' : 'unit';
    const t = tiers.get(tier) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const a of f.assertionResults) {
      if (a.status === 'passed') t.passed++;
      else if (a.status === 'failed') t.failed++;
      else t.skipped++;
    }
    tiers.set(tier, t);
  }
  for (const [tier, t] of tiers) console.log(`${label} — ${tier}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
} else {
  const s = report.stats;
  console.log(`${label} — browser: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
}
