import { describe, expect, it } from 'vitest';
import { renderMeta } from './meta.js';

describe('renderMeta', () => {
  const html = '<head><title>x</title><meta name="description" content="d" /><!--roost:meta--></head>';
  const config = { publicUrl: 'https://stays.example.org', siteName: 'Roost' };
  const meta = { title: 'Cabin', description: 'By the lake', path: '/listings/l1/cabin' };

  it('makes a photo on this server a whole URL, and takes a CDN photo URL as it is', () => {
    expect(renderMeta(html, { ...meta, image: '/media/photos/up-1/1024.webp' }, config))
      .toContain('<meta property="og:image" content="https://stays.example.org/media/photos/up-1/1024.webp" />');
    expect(renderMeta(html, { ...meta, image: 'https://cdn.example.org/photos/up-1/1024.webp' }, config))
      .toContain('<meta property="og:image" content="https://cdn.example.org/photos/up-1/1024.webp" />');
  });
});
