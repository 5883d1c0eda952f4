import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../../ui/whenIdle';
import { SESSION_KEY, type SessionData } from '../session';
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
    // Signing out shows a visitor at once and ends the session on the server right after, before
    // this stream is closed: what it says in between is no longer this tab's to fetch (a 401).
    const stillSignedIn = () => client.getQueryData<SessionData>(SESSION_KEY)?.user.id === userId;
    const cancel = whenIdle(() => {
      close = openMessageStream({
        onEvent: (type, data) => stillSignedIn() && applyStreamEvent(client, userId, type, data),
        onStale: () => stillSignedIn() && refetchAll(client, userId),
      });
    });
    return () => {
      cancel();
      close?.();
    };
  }, [client, userId]);
}
