import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { useSaved } from './api';
import { HeartButton, type HeartLook } from './HeartButton';
import { isSaved } from './savedState';
import { removeStay, saveStay } from './saving';

type Props = { userId: string; listingId: string; look?: HeartLook; className?: string };

/** A member's heart: filled when the stay is in any of their lists; a tap saves it or takes it out of all of them. */
export default function MemberHeart({ userId, listingId, look, className }: Props) {
  const { t } = useI18n();
  const client = useQueryClient();
  const saved = useSaved(userId);
  const pressed = isSaved(saved.data, listingId);
  // A second tap while the first is on its way would name a list the server has not chosen yet.
  const busy = useRef(false);

  const onPress = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const ctx = { client, userId, t };
      await (pressed ? removeStay(ctx, listingId) : saveStay(ctx, listingId));
    } finally {
      busy.current = false;
    }
  };

  return <HeartButton pressed={pressed} onPress={() => void onPress()} look={look} className={className} />;
}
