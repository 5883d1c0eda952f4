// `npm start`: build the web app if needed, then run the server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './ensure-web-build.mjs';

ensureWebBuild();
register();
await import('../src/server/main.ts');
