import { describe, expect, it } from 'vitest';
import { forGuests, toPhotoView, type PhotoRow } from './view';

const row = (variants: number[]): PhotoRow => ({
  id: 'ph_1', width: 1600, height: 1200, alt_text: '', caption: 'The porch', placeholder: '#ccc', storage_key: 'k1', variants,
});

describe('toPhotoView', () => {
  it('lists every stored width, ascending, once each', () => {
    expect(toPhotoView({ photoCdnUrl: undefined }, row([1024, 320, 1600, 640, 320])).sources.map((s) => s.w)).toEqual([320, 640, 1024, 1600]);
  });

  it('keeps widths up to the limit it is given, else the smallest stored', () => {
    expect(toPhotoView({ photoCdnUrl: undefined }, row([320, 640, 1024, 1600]), 640).sources).toEqual([
      { w: 320, url: '/media/photos/k1/320.webp' }, { w: 640, url: '/media/photos/k1/640.webp' },
    ]);
    expect(toPhotoView({ photoCdnUrl: undefined }, row([1600, 1024]), 640).sources.map((s) => s.w)).toEqual([1024]);
  });

  it('serves from the CDN when one is set', () => {
    expect(toPhotoView({ photoCdnUrl: 'https://cdn.example' }, row([320]), 640).sources[0]!.url).toBe('https://cdn.example/k1/320.webp');
  });
});

describe('forGuests', () => {
  it('names a photo without alt text by its caption, else the title and its place', () => {
    expect(forGuests(toPhotoView({ photoCdnUrl: undefined }, row([320])), 'Casa Azul', 0).alt).toBe('The porch');
    expect(forGuests(toPhotoView({ photoCdnUrl: undefined }, { ...row([320]), caption: ' ' }), 'Casa Azul', 2).alt).toBe('Casa Azul, photo 3');
  });
});
