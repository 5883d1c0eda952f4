import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_WISHLIST_ID, DEFAULT_WISHLIST_NAME } from '../../../contract/values';
import type { WishlistDetail, WishlistSummary } from '../../../contract/wishlists';
import { ApiError } from '../../api/client';
import type { I18n } from '../../i18n';
import { showToast } from '../../ui/Toast';
import { deleteItem, listsQuery, putItem, refreshWishlists, wishlistKeys } from './api';
import { openChooser } from './chooser';
import { lastUsedList, listsHolding, resolvedSave, withoutSaved, withSaved, type Saved } from './savedState';

/**
 * Saving and removing stays, optimistic: the heart changes at once, the call follows, and a
 * failure takes back exactly that change and says so in a toast. These are plain functions on the
 * query client (not component hooks) because a toast's "Undo" or "Change" may run after the card
 * that started it has gone. While any write is on its way nothing is refetched, so an older
 * answer cannot overwrite a newer optimistic state; after the last one everything is asked again.
 */
export type SaveContext = { client: QueryClient; userId: string; t: I18n['t'] };

let writing = 0;

async function write<T>(ctx: SaveContext, run: () => Promise<T>): Promise<T> {
  writing++;
  try {
    return await run();
  } finally {
    if (--writing === 0) void refreshWishlists(ctx.client, ctx.userId);
  }
}

function patchSaved(ctx: SaveContext, edit: (d: Saved | undefined) => Saved) {
  ctx.client.setQueryData<Saved>(wishlistKeys.saved(ctx.userId), (d) => edit(d));
}

async function lists(ctx: SaveContext): Promise<WishlistSummary[] | undefined> {
  try {
    return await ctx.client.ensureQueryData(listsQuery(ctx.userId));
  } catch {
    return undefined;
  }
}

const message = (err: unknown) => (err instanceof Error && err.message ? err.message : '');

/**
 * Saves the stay to `wishlistId`, or (one tap) to the list used last / the member's default,
 * then offers "Change". `quiet` skips the toast (an undo, a choice made in the dialog).
 */
export function saveStay(ctx: SaveContext, listingId: string, opts: { wishlistId?: string; quiet?: boolean } = {}): Promise<boolean> {
  return write(ctx, async () => {
    const { t } = ctx;
    const placeholder = opts.wishlistId ?? DEFAULT_WISHLIST_ID;
    await ctx.client.cancelQueries({ queryKey: wishlistKeys.saved(ctx.userId) });
    patchSaved(ctx, (d) => withSaved(d, listingId, placeholder));
    try {
      const target = opts.wishlistId ?? lastUsedList(await lists(ctx));
      const res = await putItem(target, listingId).catch((err: unknown) => {
        // The list used last may have been deleted meanwhile (another tab): one tap still saves.
        if (opts.wishlistId || target === DEFAULT_WISHLIST_ID || !(err instanceof ApiError && err.status === 404)) throw err;
        return putItem(DEFAULT_WISHLIST_ID, listingId);
      });
      patchSaved(ctx, (d) => resolvedSave(d, listingId, placeholder, res.wishlistId));
      if (!opts.quiet) {
        const name = (await lists(ctx))?.find((l) => l.id === res.wishlistId)?.name ?? DEFAULT_WISHLIST_NAME;
        showToast({ message: t('wishlists.toast.saved', { name }), action: { label: t('wishlists.toast.change'), onAction: () => openChooser(listingId) } });
      }
      return true;
    } catch (err) {
      patchSaved(ctx, (d) => withoutSaved(d, listingId, placeholder));
      showToast({ message: t('wishlists.toast.saveFailed', { message: message(err) }), tone: 'error' });
      return false;
    }
  });
}

function dropFromDetails(ctx: SaveContext, wishlistId: string, listingId: string) {
  ctx.client.setQueriesData<WishlistDetail>({ queryKey: wishlistKeys.details(ctx.userId, wishlistId) }, (d) => d && {
    ...d,
    items: d.items.filter((i) => i.listing.id !== listingId),
    pins: d.pins.filter((p) => p.id !== listingId),
  });
}

/** Takes the stay out of one list, or out of every list that holds it; offers "Undo". */
export function removeStay(ctx: SaveContext, listingId: string, opts: { wishlistId?: string; quiet?: boolean } = {}): Promise<boolean> {
  return write(ctx, async () => {
    const { t, client, userId } = ctx;
    await client.cancelQueries({ queryKey: wishlistKeys.member(userId) });
    const holders = opts.wishlistId ? [opts.wishlistId] : listsHolding(client.getQueryData(wishlistKeys.saved(userId)), listingId);
    for (const id of holders) {
      patchSaved(ctx, (d) => withoutSaved(d, listingId, id));
      dropFromDetails(ctx, id, listingId);
    }
    const results = await Promise.allSettled(holders.map((id) => deleteItem(id, listingId)));
    const failed = holders.filter((_, i) => results[i].status === 'rejected');
    if (failed.length) {
      for (const id of failed) patchSaved(ctx, (d) => withSaved(d, listingId, id));
      const err = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
      showToast({ message: t('wishlists.toast.removeFailed', { message: message(err) }), tone: 'error' });
      return false;
    }
    if (!opts.quiet && holders.length) {
      const name = holders.length === 1 ? (await lists(ctx))?.find((l) => l.id === holders[0])?.name : undefined;
      showToast({
        message: name ? t('wishlists.toast.removed', { name }) : t('wishlists.toast.removedMany', { count: holders.length }),
        action: { label: t('wishlists.toast.undo'), onAction: () => void Promise.all(holders.map((id) => saveStay(ctx, listingId, { wishlistId: id, quiet: true }))) },
      });
    }
    return true;
  });
}
