// @vitest-environment happy-dom
import { act, Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Photo } from '../features/gallery/Photo';
import { PhotoCarousel } from '../features/listing-card/PhotoCarousel';
import { FilterBar } from '../features/search/FilterBar';
import { parseSearchParams } from '../features/search/searchState';
import { useEmblaWhenReached } from './useEmblaWhenReached';
import { useWakeUp } from './useWakeUp';

// What a page's components do when React takes the page over must not render them again at once:
// a state update made while React attaches refs or runs effects after a commit is urgent, and
// runs in the same task as the commit, which is what makes a phone wait after the first paint
// (issue 11's total blocking time). Each case counts the commits of mounting one component.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

let commits = 0;
function commitsOfMounting(node: ReactNode): number {
  commits = 0;
  act(() => root.render(<Profiler id="probe" onRender={() => void commits++}>{node}</Profiler>));
  return commits;
}

function Sleeper() {
  const { ref, awake } = useWakeUp();
  return <div ref={ref}>{awake ? 'awake' : 'asleep'}</div>;
}

function Carousel() {
  const [ref, embla] = useEmblaWhenReached({});
  return <div ref={ref}><div>{embla ? 'started' : 'waiting'}</div></div>;
}

const photo = { id: 'p1', width: 1600, height: 1200, alt: 'A room', caption: '', placeholder: '#d6c6a8', sources: [{ w: 320, url: '/media/p1/320.webp' }] };

describe('mounting renders once', () => {
  it('a part waiting to wake up', () => {
    expect(commitsOfMounting(<Sleeper />)).toBe(1);
    expect(container.textContent).toBe('asleep');
  });

  it('a carousel that has not started', () => {
    expect(commitsOfMounting(<Carousel />)).toBe(1);
    expect(container.textContent).toBe('waiting');
  });

  it('a photo that is already loaded, and marks it loaded', () => {
    // A photo the server painted has often arrived before the app takes the page over.
    const proto = HTMLImageElement.prototype;
    const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
    const naturalWidth = Object.getOwnPropertyDescriptor(proto, 'naturalWidth');
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 1600 });
    try {
      expect(commitsOfMounting(<Photo photo={photo} sizes="100vw" />)).toBe(1);
      expect(container.querySelector('[data-loaded]')).not.toBeNull();
    } finally {
      if (complete) Object.defineProperty(proto, 'complete', complete);
      if (naturalWidth) Object.defineProperty(proto, 'naturalWidth', naturalWidth);
    }
  });

  it('a photo still loading, marked loaded when it arrives', () => {
    expect(commitsOfMounting(<Photo photo={photo} sizes="100vw" />)).toBe(1);
    const img = container.querySelector('img')!;
    expect(container.querySelector('[data-loaded]')).toBeNull();
    act(() => void img.dispatchEvent(new Event('load')));
    expect(img.hasAttribute('data-loaded')).toBe(true);
  });

  it("a card's carousel, and it does not render again as its photos arrive", () => {
    const photos = [1, 2, 3].map((n) => ({ ...photo, id: `p${n}` }));
    expect(commitsOfMounting(<PhotoCarousel photos={photos} title="Loft" sizes="100vw" onOpen={() => undefined} />)).toBe(1);
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.length).toBeGreaterThan(1);
    act(() => imgs.forEach((img) => img.dispatchEvent(new Event('load'))));
    expect(commits).toBe(1);
    expect(imgs.every((img) => img.hasAttribute('data-loaded'))).toBe(true);
  });

  it('the search filters with their sort menu', () => {
    const state = parseSearchParams(new URLSearchParams('place=Montevideo'));
    expect(commitsOfMounting(<FilterBar state={state} currency="EUR" onChange={() => undefined} />)).toBe(1);
  });
});
