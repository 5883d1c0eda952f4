import { useSyncExternalStore } from 'react';

/**
 * Which stay the "choose a list" dialog is open for. A toast's "Change" opens it, and a toast
 * outlives the card that raised it, so the dialog is mounted once (WishlistLayer) and driven from here.
 */
let current: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openChooser(listingId: string) {
  current = listingId;
  emit();
}

export function closeChooser() {
  current = null;
  emit();
}

export function useChooserListing(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
