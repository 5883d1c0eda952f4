import { describe, expect, it } from 'vitest';
import { fallbackSrc, placeholderStyle, srcSet } from './photoSources';

const photo = { sources: [320, 640, 1024, 1600].map((w) => ({ w, url: `/media/p/${w}.webp` })) };

describe('photo sources', () => {
  it('lists every width as a srcset candidate', () => {
    expect(srcSet(photo)).toBe('/media/p/320.webp 320w, /media/p/640.webp 640w, /media/p/1024.webp 1024w, /media/p/1600.webp 1600w');
  });
  it('falls back to the smallest source wide enough, or the largest', () => {
    expect(fallbackSrc(photo, 500)).toBe('/media/p/640.webp');
    expect(fallbackSrc(photo, 4000)).toBe('/media/p/1600.webp');
    expect(fallbackSrc({ sources: [] })).toBeUndefined();
  });
  it('tells an image placeholder from a colour', () => {
    expect(placeholderStyle('data:image/webp;base64,AAAA').backgroundImage).toBe('url("data:image/webp;base64,AAAA")');
    expect(placeholderStyle('#d6c6a8')).toEqual({ backgroundColor: '#d6c6a8' });
    expect(placeholderStyle('')).toEqual({});
  });
});
