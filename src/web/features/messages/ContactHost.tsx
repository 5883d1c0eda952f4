import { lazy, Suspense, useEffect, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON_SMALL } from '../../ui/icon';
import { loginPath, useSession } from '../session';

const StartConversationDialog = lazy(() => import('./StartConversation').then((m) => ({ default: m.StartConversationDialog })));

/** `?contact=1`: the visitor was sent to log in from this button and is back. */
const PARAM = 'contact';

/**
 * "Message the host" on a listing: a member writes a first message in a dialog and lands in the
 * conversation; a visitor logs in on the way and comes back with the dialog open. A host does
 * not write to themself.
 */
export function ContactHost({ listing }: { listing: { id: string; title: string; host: { id: string; name: string } } }) {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const back = params.get(PARAM) === '1';

  useEffect(() => {
    if (!back || !user) return;
    setOpen(true);
    setParams((p) => { p.delete(PARAM); return p; }, { replace: true, preventScrollReset: true });
  }, [back, user, setParams]);

  if (user?.id === listing.host.id) return null;
  const press = () => {
    if (user) return setOpen(true);
    const here = new URLSearchParams(params);
    here.set(PARAM, '1');
    navigate(loginPath(`${pathname}?${here}`));
  };
  return (
    <>
      <Button variant="secondary" onPress={press} onHoverStart={() => void import('./StartConversation')}>
        <MessageSquare {...ICON_SMALL} />
        {t('messages.contact.host')}
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <StartConversationDialog
            user={user}
            target={{ listingId: listing.id }}
            to={listing.host.name}
            about={listing.title}
            intro={t('messages.contact.intro', { name: listing.host.name })}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
