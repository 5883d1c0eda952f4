import { spawn } from 'node:child_process';
import { test, expect } from '@playwright/test';

test('a second server on the same data directory refuses to start, saying why', async () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the server this run started');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '3901', DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(2);
  expect(output).toContain('Another Roost server');
  expect(output).toContain(process.env.E2E_DATA_DIR!);
  // …and the running one is still fine.
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3900}/readyz`);
  expect(res.status).toBe(200);
});
