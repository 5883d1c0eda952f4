import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import { ToastRegion } from '../../ui/Toast';
import { closeChooser, useChooserListing } from './chooser';
import { readSaveIntent, withoutSaveIntent } from './saveIntent';
import { saveStay } from './saving';

const ChooseListDialog = lazy(() => import('./ChooseListDialog'));

/**
 * What a member's pages carry once: the toasts, the "choose a list" dialog a toast's "Change"
 * opens, and the end of a visitor's save: back from logging in with `?save=<id>`, the stay is
 * saved and the parameter leaves the URL (so a reload does not save it again).
 */
export default function MemberLayer({ userId }: { userId: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const intent = readSaveIntent(params);
  const done = useRef<string | null>(null);
  const chosen = useChooserListing();

  useEffect(() => {
    if (!intent || done.current === intent) return;
    done.current = intent;
    setParams((p) => withoutSaveIntent(p), { replace: true, preventScrollReset: true });
    void saveStay({ client, userId, t }, intent);
  }, [intent, client, userId, t, setParams]);

  return (
    <>
      <ToastRegion />
      {chosen && (
        <Suspense fallback={null}>
          <ChooseListDialog userId={userId} listingId={chosen} onClose={closeChooser} />
        </Suspense>
      )}
    </>
  );
}
