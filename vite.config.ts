import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** A page's own chunk (src/web/routes/*Page.tsx → assets/ListingPage-<hash>.js). */
const PAGE_CHUNK = /(^|\/)[A-Z][A-Za-z]*Page-[\w-]+\.js$/;

/**
 * Which chunk holds each of the app's own modules, by its path under src/web, in
 * `.vite/modules.json`. A lazily loaded part (ui/lazyPart.tsx) that pages also import directly
 * shares their chunk, and then the manifest has no entry named after the part: the server looks
 * its chunk up here to send the part's styles with a page that shows it (src/server/web/app-page.ts).
 */
function moduleChunks(): Plugin {
  const root = web('');
  return {
    name: 'roost-module-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        for (const id of out.moduleIds) {
          const rel = path.relative(root, id);
          if (!rel.startsWith('..') && !path.isAbsolute(rel) && !rel.includes('node_modules')) chunkOf[rel.split(path.sep).join('/')] = out.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunkOf) });
    },
  };
}

// The web app lives in src/web and builds to dist/web, which the server serves.
// In development (`npm run dev`) Vite serves on PORT and proxies the server's paths.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  plugins: isSsrBuild ? [react()] : [react(), moduleChunks()],
  // The browser's zod never compiles with eval (src/web/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: web('zod-jitless.ts') }] },
  build: isSsrBuild ? {
    // The server's renderer of first paints (src/web/ssr.tsx): `vite build --ssr ssr.tsx`.
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
  } : {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Which chunks and styles each page needs: the server sends them with the page (src/server/web/app-page.ts).
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    // A lazily loaded part (a section below the fold, a dialog) is fetched with the modules it
    // imports as the browser finds them, not announced first with a <link rel=modulepreload> per
    // module: inserting 47 such links when a listing's calendar and booking box load took ~35 ms
    // of the main thread (≈140 ms at Lighthouse's 4× CPU), in tasks already long. Pages reached
    // by navigation keep their preloads (no waterfall on a click), and a page's first load is
    // preloaded by the server from the manifest. Styles are always loaded (Vite keeps CSS here).
    modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || PAGE_CHUNK.test(file) ? deps : []) },
    rollupOptions: {
      // The app, and the loader that starts it on `/` after the static first paint
      // (src/server/web/landing-page.ts puts it in the page).
      input: { index: web('index.html'), 'paint-first': web('paint-first.ts') },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Every icon on its own was a 200-byte chunk, and each chunk a request a page waits on.
        codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // Not `/api`: src/web/api/*.ts are modules at /api/… that Vite must serve itself.
    proxy: { '^/api/(?![^?]*\\.tsx?(\\?|$))': api, '/map': api, '/media': api, '/healthz': api, '/readyz': api, '/dev': api },
  },
}));
