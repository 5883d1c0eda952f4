import { useParams } from 'react-router';
import { Inbox } from '../features/messages/Inbox';
import { RequireAuth } from '../features/session';

/** /inbox and /inbox/:conversationId: the member's conversations with hosts and guests. */
export default function InboxPage() {
  const { conversationId } = useParams();
  return <RequireAuth>{(user) => <Inbox user={user} conversationId={conversationId} />}</RequireAuth>;
}
