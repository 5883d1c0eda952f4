// `npm test`: every test — unit and API integration tests (Vitest, on PGlite and PostgreSQL),
// then the browser journeys (Playwright in Chromium). Ends with "N passed, N failed".
// `npm test -- --node-versions=22,24` also runs the unit and integration tests again (on PGlite) on
// each of those Node.js majors, taken from the npm registry's `node` package (CI does this; see
// docs/decisions/0039-node-versions.md).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve('test-results');
fs.mkdirSync(out, { recursive: true });
const node = process.execPath;
const extra = process.argv.slice(2);
const only = extra.includes('--unit') ? 'unit' : extra.includes('--e2e') ? 'e2e' : 'all';
const otherMajors = (extra.find((a) => a.startsWith('--node-versions='))?.split('=')[1] ?? '').split(',').filter(Boolean);

let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;
/** What failed, named again at the very end, where a log's last lines are what is read. */
const failures = [];

/** Vitest (unit and integration tests) on one Node.js binary; its counts join the totals. */
async function vitest(nodeBinary, name, env = {}) {
  const file = path.join(out, `${name}.json`);
  fs.rmSync(file, { force: true });
  const r = await runKeepingErrors(nodeBinary, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { ...process.env, ...env });
  if (fs.existsSync(file)) {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    for (const f of j.testResults ?? []) {
      const file = path.relative(process.cwd(), f.name);
      const bad = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) failures.push(`${name}: ${file} › ${a.fullName}`);
      if (f.status === 'failed' && bad.length === 0) failures.push(`${name}: ${file} (the file itself failed: ${(f.message ?? '').split('\n')[0]})`);
    }
    if (r.status !== 0 && j.numFailedTests === 0) crash(`${name} exited with ${r.status ?? r.signal} though no test failed (a failing setup or an unhandled error)${unhandled(r.stderr)}`);
  } else crash(`${name} wrote no report (exit ${r.status ?? r.signal})${unhandled(r.stderr)}`);
}

/** Runs a command with its output shown as it comes, keeping the end of its standard error. */
function runKeepingErrors(bin, args, env) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: ['inherit', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d) => {
      process.stderr.write(d);
      stderr = (stderr + d).slice(-1_000_000);
    });
    child.on('close', (status, signal) => resolve({ status, signal, stderr }));
  });
}

/**
 * Vitest's "Unhandled Errors" section, if it printed one: it says which error and which test file,
 * and it is far up a long log, so it is named again at the end.
 */
function unhandled(stderr) {
  // eslint-disable-next-line no-control-regex
  const plain = stderr.replace(/\u001b\[[0-9;]*m/g, '');
  const at = plain.lastIndexOf(' Unhandled Errors ');
  if (at < 0) return '';
  const lines = plain.slice(at).split('\n').slice(1, 80);
  return `:\n${lines.map((l) => `      ${l}`).join('\n')}`;
}

function crash(why) {
  crashed = true;
  failures.push(why);
}

/** The `node` binary of a Node.js major, installed from the npm registry into .cache/ once. */
function nodeOfMajor(major) {
  const dir = path.resolve('.cache', `node-${major}`);
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(dir, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node@${major}`], { stdio: 'inherit' });
    if (r.status !== 0 || !fs.existsSync(bin)) return null;
  }
  return bin;
}

if (only !== 'e2e') {
  await vitest(node, 'vitest');
  for (const major of otherMajors) {
    const bin = nodeOfMajor(major);
    if (!bin) {
      crash(`Could not install Node.js ${major} from the npm registry`);
      continue;
    }
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
    // On PGlite alone: what differs between Node.js majors is Node's own APIs, and the first run
    // has already tried every test on PostgreSQL too.
    console.log(`\nUnit and integration tests again on Node.js ${version} (PGlite)`);
    await vitest(bin, `vitest-node-${major}`, { TEST_ENGINES: 'pglite' });
  }
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
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected') failures.push(`playwright [${t.projectName}]: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
    };
    for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
    if (r.status !== 0 && s.unexpected === 0) crash(`playwright exited with ${r.status ?? r.signal} though no journey failed`);
  } else crash(`playwright wrote no report (exit ${r.status ?? r.signal})`);
}

if (crashed) failed += 1; // a runner that crashed counts as a failure, never as silence
const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
fs.writeFileSync(path.join(out, 'summary.txt'), `${line}\n`);
if (failures.length) console.log(`\nWhat failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
