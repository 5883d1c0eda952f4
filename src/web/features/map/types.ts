import type { ReactNode } from 'react';
import type { Bbox } from '../../../contract/common';
import type { Cluster, Pin } from '../../../contract/search';

export type MapViewProps = {
  /** From useSiteConfig() in src/web/api/site-config.ts. */
  styleUrl: string;
  ariaLabel: string;
  /** Fit to this extent whenever it changes from outside; west > east crosses ±180°. */
  bbox?: Bbox;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Price pins, clustered where they crowd. */
  pins?: Pin[];
  /** The server's clusters, for a box holding too many matches for pins: a click zooms to one. */
  clusters?: Cluster[];
  /** False when the clusters' counts are estimates (their names then say "about"). */
  clusterCountsExact?: boolean;
  currency?: string;
  locale?: string;
  /** e.g. the hovered card: that pin turns ink and rises. */
  highlightedId?: string | null;
  selectedId?: string | null;
  /** Visited pins go grey. */
  visitedIds?: ReadonlySet<string>;
  /** Pin click, or null for a click on the empty map. */
  onSelect?: (id: string | null) => void;
  /** A small card shown over the selected pin. */
  renderSelected?: (id: string) => ReactNode;
  /** After pan/zoom; byUser is false for programmatic fits. */
  onMoveEnd?: (bbox: Bbox, byUser: boolean) => void;
  /** An approximate-location circle. */
  circle?: { lat: number; lng: number; radiusMeters: number };
  interactive?: boolean;
  className?: string;
};

export type PinMapProps = {
  styleUrl: string;
  ariaLabel: string;
  /** The pin, or null while it is not placed. */
  pin: { lat: number; lng: number } | null;
  /** Every move of the pin (drag end, arrow key, the centre button), rounded to ~10 cm. */
  onPinChange: (p: { lat: number; lng: number }) => void;
  /** Centre the map here whenever a new object is passed (a place chosen in search). */
  focus?: { lat: number; lng: number; zoom: number } | null;
  /** The look of the "Put the pin at the map's centre" button (the page's button class). */
  centreClassName?: string;
  className?: string;
};
