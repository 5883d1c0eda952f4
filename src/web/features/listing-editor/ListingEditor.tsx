import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { EditorStep, HostListing } from '../../../contract/hosting';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { Container, Skeleton } from '../../ui/Surface';
import { EmptyState, ErrorState } from '../../ui/States';
import { listingHref } from '../listing-card/listingHref';
import { EditorContext, type EditorContextValue } from './EditorContext';
import { EditorFrame } from './EditorFrame';
import { editListingHref, ListingStatusBadge, useHostListing, useSaveListing } from '../host-listings';
import { StepBody } from './StepBody';
import { StepNav } from './StepNav';
import { nextStep, resolveStep, stepStates } from './steps';
import s from './Editor.module.css';

/** /host/listings/:id/edit: opens `?step=` or the step the host left from. */
export function ListingEditor({ id }: { id: string }) {
  const { t } = useI18n();
  const q = useHostListing(id);
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <main id="main" className={s.page}>
        <Container>
          {missing ? (
            <EmptyState
              title={t('hosting.editor.notFound')}
              body={t('hosting.editor.notFoundBody')}
              actions={<ButtonLink to="/host">{t('host.title')}</ButtonLink>}
            />
          ) : <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
        </Container>
      </main>
    );
  }
  if (!q.data) return <EditorSkeleton />;
  return <Editor listing={q.data} />;
}

function Editor({ listing }: { listing: HostListing }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSaveListing(listing.id);
  const step = resolveStep(params.get('step'), listing.editorStep);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const ctx = useMemo<EditorContextValue>(() => ({
    listing,
    currency: listing.currency,
    step,
    send: (body) => save.mutateAsync(body),
    after: (l, target) => navigate(target === 'exit' ? '/host' : editListingHref(l.id, nextStep(step))),
    hrefOf: (st: EditorStep) => editListingHref(listing.id, st),
  }), [listing, step, save, navigate]);

  // Past the steps already for a listing that has been submitted; else as far as the host got.
  const furthest: EditorStep = listing.status === 'draft' ? listing.editorStep : 'review';
  return (
    <EditorContext.Provider value={ctx}>
      <EditorFrame
        title={listing.title || t('hosting.editor.untitled')}
        badge={<>
          <ListingStatusBadge status={listing.status} />
          {/* The listing's own page: live, or a preview for its host once it has a place and a price. */}
          {(listing.status === 'published' || (listing.location && listing.nightlyPrice !== null)) && (
            <Link className={s.preview} to={listingHref(listing)}>{t(listing.status === 'published' ? 'hosting.editor.view' : 'hosting.editor.preview')}</Link>
          )}
        </>}
        aside={<StepNav current={step} states={stepStates(step, furthest, listing.missing)} hrefOf={ctx.hrefOf} />}
      >
        <StepBody key={step} step={step} />
      </EditorFrame>
    </EditorContext.Provider>
  );
}

export function EditorSkeleton() {
  const { t } = useI18n();
  return (
    <main id="main" className={s.page} aria-busy="true" aria-label={t('hosting.editor.loading')}>
      <Container>
        <div className={s.head}><Skeleton width={120} height={20} /><Skeleton width="50%" height={32} /></div>
        <div className={s.layout}>
          <Skeleton height={320} radius={12} />
          <div className={s.fields}><Skeleton width="40%" height={28} /><Skeleton height={44} /><Skeleton height={160} radius={12} /><Skeleton height={44} /></div>
        </div>
      </Container>
    </main>
  );
}
