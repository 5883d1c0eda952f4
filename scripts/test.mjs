// `npm test`: every test — unit and API integration tests (Vitest, on PGlite and PostgreSQL),
// then the browser journeys (Playwright in Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve('test-results');
fs.mkdirSync(out, { recursive: true });
const node = process.execPath;
const extra = process.argv.slice(2);
const only = extra.includes('--unit') ? 'unit' : extra.includes('--e2e') ? 'e2e' : 'all';

let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;

if (only !== 'e2e') {
  const file = path.join(out, 'vitest.json');
  fs.rmSync(file, { force: true });
  const r = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { stdio: 'inherit' });
  if (fs.existsSync(file)) {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    if (r.status !== 0 && j.numFailedTests === 0) crashed = true; // e.g. a failing setup or an unhandled error
  } else crashed = true;
}

if (only !== 'unit') {
  const file = path.join(out, 'playwright.json');
  fs.rmSync(file, { force: true });
  const r = spawnSync(node, ['node_modules/@playwright/test/cli.js', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  if (fs.existsSync(file)) {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
    if (r.status !== 0 && s.unexpected === 0) crashed = true;
  } else crashed = true;
}

if (crashed) failed += 1; // a runner that crashed counts as a failure, never as silence
const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
fs.writeFileSync(path.join(out, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
