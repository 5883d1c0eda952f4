import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import zlib from 'node:zlib';

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

/**
 * Every text asset also as `.br` and `.gz` beside it, made once here at the strongest settings,
 * which the server sends as they are (src/server/web/routes.ts, `precompressed`). Compressing each
 * request instead took the server about half a second of CPU per page of sixty modules: on one
 * machine that CPU is taken from the browser loading the page, and in production from every
 * other request. Brotli is some 15 % smaller than gzip; browsers ask for it over HTTPS only.
 */
function precompressAssets(): Plugin {
  return {
    name: 'roost-precompress',
    apply: 'build',
    writeBundle({ dir = '' }, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        const full = path.resolve(dir, file);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }));
      }
    },
  };
}

// The web app lives in src/web and builds to dist/web, which the server serves.
// In development (`npm run dev`) Vite serves on PORT and proxies the server's paths.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  plugins: isSsrBuild ? [react()] : [react(), moduleChunks(), precompressAssets()],
  // The browser's zod never compiles with eval (src/web/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: web('zod-jitless.ts') }] },
  // The server's renderer holds its libraries (React among them) in their production builds, as the
  // browser's bundle does: left to node_modules, React chose its development build, because the
  // server runs without NODE_ENV (that also changes how the auth library behaves), and every first
  // paint took a third more of the server's CPU (docs/decisions/0051-server-renders-with-production-react.md).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
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
