import { useEffect, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { useSaved } from './api';
import { HeartButton, type HeartLook } from './HeartButton';
import { isSaved } from './savedState';
import { removeStay, saveStay } from './saving';

type Props = { userId: string; listingId: string; look?: HeartLook; className?: string; earlyPress?: RefObject<boolean> };

/** A member's heart: filled when the stay is in any of their lists; a tap saves it or takes it out of all of them. */
export default function MemberHeart({ userId, listingId, look, className, earlyPress }: Props) {
  const { t } = useI18n();
  const client = useQueryClient();
  const saved = useSaved(userId);
  const pressed = isSaved(saved.data, listingId);
  // A second tap while the first is on its way would name a list the server has not chosen yet.
  const busy = useRef(false);

  const onPress = async (save = !pressed) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const ctx = { client, userId, t };
      await (save ? saveStay(ctx, listingId) : removeStay(ctx, listingId));
    } finally {
      busy.current = false;
    }
  };

  // Tapped before this code arrived: the heart looked empty, so the tap meant "save".
  useEffect(() => {
    if (!earlyPress?.current) return;
    earlyPress.current = false;
    void onPress(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <HeartButton pressed={pressed} onPress={() => void onPress()} look={look} className={className} />;
}
