// `npm run dev`: the server with reload on change (tsx watch) on API_PORT (3001), and Vite with
// hot module reload on PORT (3000) proxying the server's paths. Open http://localhost:3000.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const procs = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit', env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
