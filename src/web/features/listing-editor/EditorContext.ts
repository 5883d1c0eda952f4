import { createContext, useContext } from 'react';
import type { EditorStep, HostListing, ListingPatch } from '../../../contract/hosting';

export type SaveTarget = 'continue' | 'exit';

/** What every step needs from the editor around it. */
export type EditorContextValue = {
  /** The listing as last saved; null on /host/listings/new before the first save. */
  listing: HostListing | null;
  currency: string;
  step: EditorStep;
  /** PATCH (or, for a new listing, POST) a step's fields. */
  send: (body: ListingPatch) => Promise<HostListing>;
  /** After a save: on to the next step, or back to /host. */
  after: (listing: HostListing, target: SaveTarget) => void;
  /** Where a step lives (null while the listing does not exist yet). */
  hrefOf: ((step: EditorStep) => string) | null;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const v = useContext(EditorContext);
  if (!v) throw new Error('useEditor outside the listing editor');
  return v;
}

/** The listing of a step that only exists once the listing does (every step after basics). */
export function useSavedListing(): HostListing {
  const { listing } = useEditor();
  if (!listing) throw new Error('this step needs a saved listing');
  return listing;
}
