import { createContext, lazy, useContext, type ComponentProps, type ComponentType, type JSX } from 'react';

/**
 * A piece of a page fetched apart from it (React.lazy), that a painted page may show at once: the
 * member's menu and heart, the search pill. Its `name` is its file under src/web, as the build's
 * manifest names it.
 *
 * React cannot take over painted markup of a lazy piece whose code has not arrived: that part stays
 * dead (a tap on it is lost) until the code comes. So the server notes which parts its paint holds
 * (RenderedParts), sends their modules with the page and names them on the paint (data-parts), and
 * the app fetches them before it takes the paint over (main.tsx, loadParts): the whole page then
 * comes alive in one step. Pieces that appear only after a tap (dialogs) stay plain `lazy`.
 */
const loaders = new Map<string, () => Promise<unknown>>();
const arrived = new Set<string>();

/**
 * Set by the server's render (src/web/ssr.tsx): the parts its markup holds (`drawn`), and those it
 * met before their code had arrived (`missed`), which it fetches and then renders the page again.
 */
export type PaintedParts = { drawn: Set<string>; missed: Set<string> };
export const RenderedParts = createContext<PaintedParts | null>(null);
export const paintedParts = (): PaintedParts => ({ drawn: new Set(), missed: new Set() });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
type AnyComponent = ComponentType<any> | ((props: any) => JSX.Element);

export function lazyPart<C extends AnyComponent>(name: string, load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  const fetchPart = () => load().then((m) => {
    loaded = m.default as ComponentType<P>;
    arrived.add(name);
    return { default: loaded };
  });
  loaders.set(name, fetchPart);
  const Lazy = lazy(fetchPart);
  function Part(props: P) {
    const rendered = useContext(RenderedParts);
    // Once here, drawn directly: React.lazy would wait a tick even for code already in hand.
    const Loaded = loaded;
    if (!Loaded) {
      rendered?.missed.add(name);
      return <Lazy {...props} />;
    }
    rendered?.drawn.add(name);
    return <Loaded {...props} />;
  }
  Part.displayName = `Part(${name})`;
  return Part;
}

/** Fetches the named parts (those registered so far; unknown names are skipped, a failed fetch too). */
export function loadParts(names: string[]): Promise<unknown> {
  return Promise.all(names.map((n) => loaders.get(n)?.().catch(() => undefined)));
}

/** Fetches every part registered so far (the server's warm-up, after it has loaded every page). */
export function loadAllParts(): Promise<unknown> {
  return loadParts([...loaders.keys()]);
}

/** The parts registered so far, each with whether its code has arrived. */
export function partsKnown(): Map<string, boolean> {
  return new Map([...loaders.keys()].map((n) => [n, arrived.has(n)]));
}
