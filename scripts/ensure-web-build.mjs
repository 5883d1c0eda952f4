// Builds the web app when dist/web is missing or older than its sources, so `npm start`
// always serves what is in the tree without rebuilding on every start.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist/ssr/ssr.js');
const sources = ['src/web', 'src/contract', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

export function ensureWebBuild() {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const srcAt = Math.max(...sources.map((s) => path.join(root, s)).filter(fs.existsSync).map(newest));
  if (builtAt >= srcAt) return false;
  console.log('Building the web app (vite build)…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  // The server's renderer of first paints (src/web/ssr.tsx, read by src/server/web/ssr.ts).
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'ssr.tsx', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return true;
}

if (process.argv[1] === new URL(import.meta.url).pathname) ensureWebBuild();
