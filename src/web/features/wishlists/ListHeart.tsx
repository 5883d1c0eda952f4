import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import type { CardHeartProps } from '../listing-card';
import { HeartButton } from './HeartButton';
import { removeStay } from './saving';

/**
 * On a wishlist's own page the heart means "in this list": a tap takes the stay out of this list
 * only (it may stay in others), at once, with "Undo" in the toast.
 */
export function useListHeart(userId: string, wishlistId: string) {
  return useMemo(
    () =>
      function ListHeart({ listingId, className }: CardHeartProps) {
        const { t } = useI18n();
        const client = useQueryClient();
        return <HeartButton pressed className={className} onPress={() => void removeStay({ client, userId, t }, listingId, { wishlistId })} />;
      },
    [userId, wishlistId],
  );
}
