import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, loadParts, paintedParts, RenderedParts } from './lazyPart';

const Greeting = lazyPart('tests/Greeting.tsx', async () => ({ default: ({ name }: { name: string }) => <b>hi {name}</b> }));

const render = () => {
  const parts = paintedParts();
  const html = renderToString(
    <RenderedParts.Provider value={parts}>
      <Suspense fallback={<i>wait</i>}><Greeting name="Ada" /></Suspense>
    </RenderedParts.Provider>,
  );
  return { html, parts: [...parts.drawn], missed: [...parts.missed] };
};

describe('lazyPart', () => {
  it('is noted in the paint only once its code is here and it was drawn', async () => {
    // Before its code arrived the server paints the fallback, which the app draws afresh anyway.
    const before = render();
    expect(before.html).toContain('wait');
    expect(before.parts).toEqual([]);
    // …and says which part it missed, so the server can fetch it and paint again (ssr.tsx).
    expect(before.missed).toEqual(['tests/Greeting.tsx']);
    await loadParts(['tests/Greeting.tsx', 'tests/Unknown.tsx']);
    // Then it is drawn at once (no tick of waiting, which would leave the painted part dead a while).
    const after = render();
    expect(after.html).toContain('hi <!-- -->Ada');
    expect(after.parts).toEqual(['tests/Greeting.tsx']);
    expect(after.missed).toEqual([]);
  });

  it('is named by a file that exists, as the build manifest names it', () => {
    const root = path.resolve('src/web');
    const names: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) {
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/lazyPart\('([^']+)'/g)) names.push(m[1]!);
        }
      }
    };
    walk(root);
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const n of names) expect(fs.existsSync(path.join(root, n)), n).toBe(true);
  });
});
