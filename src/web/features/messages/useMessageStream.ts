import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../../ui/whenIdle';
import { applyStreamEvent, refetchAll } from './live';
import { openMessageStream } from './stream';

/**
 * Opens the tab's message stream for a member, in a quiet moment after the page is up (the
 * header mounts this once, so a tab has one stream whatever the page), and closes it on sign-out.
 */
export function useMessageStream(userId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    const cancel = whenIdle(() => {
      close = openMessageStream({
        onEvent: (type, data) => applyStreamEvent(client, userId, type, data),
        onStale: () => refetchAll(client, userId),
      });
    });
    return () => {
      cancel();
      close?.();
    };
  }, [client, userId]);
}
