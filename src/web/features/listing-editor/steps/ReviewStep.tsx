import { useState } from 'react';
import { AlertCircle, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { EDITOR_STEPS, type EditorStep, type HostListing } from '../../../../contract/hosting';
import { ApiError } from '../../../api/client';
import { useSiteConfig } from '../../../api/site-config';
import { useI18n } from '../../../i18n';
import { Button, ButtonLink } from '../../../ui/Button';
import { ICON, ICON_SMALL } from '../../../ui/icon';
import { useListingAction } from '../../host-listings';
import { listingHref } from '../../listing-card/listingHref';
import { useEditor, useSavedListing } from '../EditorContext';
import { missingByStep } from '../steps';
import { StepSection } from '../StepSection';
import { sentence } from '../uploadQueue';
import { useStepForm } from '../useStepForm';
import { ListingSummary } from './ListingSummary';
import s from '../Editor.module.css';

/**
 * The whole listing at a glance, what is still missing (each with a link to its step), and
 * Publish (or Submit for review where an admin approves listings). A 422 LISTING_INCOMPLETE
 * answer replaces the list with the server's own.
 */
export function ReviewStep() {
  const { t } = useI18n();
  const { currency, hrefOf } = useEditor();
  const listing = useSavedListing();
  const config = useSiteConfig();
  const submit = useListingAction(listing.id);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const form = useStepForm({ currency, fields: [], initial: {}, toPatch: () => ({}) });
  const missing = refused ?? listing.missing;
  const byStep = missingByStep(missing);
  const canSubmit = listing.availableActions.includes('submit');
  const manual = config.data?.listingReview === 'manual';

  const publish = () => {
    setRefused(null);
    submit.mutate('submit', {
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'LISTING_INCOMPLETE' && err.details) setRefused(err.details);
      },
    });
  };
  const submitError = submit.error && !(submit.error instanceof ApiError && submit.error.code === 'LISTING_INCOMPLETE') ? submit.error.message : null;

  return (
    <StepSection
      formless
      form={form}
      intro={t(listing.status === 'draft' ? 'hosting.review.intro' : 'hosting.review.introLive')}
      actions={({ saveAndExit, pending }) => (canSubmit ? (
        <>
          <Button variant="secondary" onPress={saveAndExit} isDisabled={pending || submit.isPending}>{t('hosting.actions.exit')}</Button>
          <Button pending={submit.isPending} isDisabled={submit.isPending || pending} onPress={publish}>{t(manual ? 'hosting.review.submit' : 'hosting.review.publish')}</Button>
        </>
      ) : <ButtonLink to="/host" variant="secondary">{t('hosting.review.done')}</ButtonLink>)}
    >
      <StatusNotice listing={listing} justSubmitted={submit.isSuccess} />

      {(byStep.size > 0 || canSubmit || submitError) && (
        <section className={s.panel} aria-labelledby="review-missing">
          <h3 id="review-missing" className={s.panelTitle}>{t(byStep.size ? 'hosting.review.missing' : 'hosting.review.complete')}</h3>
          {byStep.size > 0 ? (
            <ul className={s.missingList} role={refused ? 'alert' : undefined}>
              {[...byStep].flatMap(([step, items]) => items.map((m) => (
                <li key={m.key} className={s.missingItem}>
                  <AlertCircle {...ICON_SMALL} />
                  <span className={s.missingText}>{sentence(m.text)}</span>
                  {hrefOf && step !== 'review' && (
                    <Link className={s.link} to={hrefOf(step)}>{t('hosting.review.goTo', { step: t(`hosting.step.${step}`) })}</Link>
                  )}
                </li>
              )))}
            </ul>
          ) : (
            <p className={s.hint}>{t(manual ? 'hosting.review.readyManual' : 'hosting.review.ready')}</p>
          )}
          {submitError && <p className={s.formError} role="alert"><AlertCircle {...ICON_SMALL} />{submitError}</p>}
        </section>
      )}

      <ListingSummary listing={listing} stepHref={(step: EditorStep) => (hrefOf && EDITOR_STEPS.includes(step) ? hrefOf(step) : null)} />
    </StepSection>
  );
}

/** Published (with a link to the live page), waiting for review, or sent back with the admin's reason. */
function StatusNotice({ listing, justSubmitted }: { listing: HostListing; justSubmitted: boolean }) {
  const { t } = useI18n();
  const live = listingHref(listing);
  if (listing.status === 'published') {
    return (
      <div className={s.notice} role={justSubmitted ? 'status' : undefined}>
        <CheckCircle2 {...ICON} />
        <div className={s.noticeBody}>
          <p className={s.noticeTitle}>{t(justSubmitted ? 'hosting.review.publishedNow' : 'hosting.review.published')}</p>
          <Link className={s.link} to={live}>{t('hosting.review.view')}</Link>
        </div>
      </div>
    );
  }
  if (listing.status === 'pending_review') {
    return (
      <div className={s.notice} role={justSubmitted ? 'status' : undefined}>
        <Clock {...ICON} />
        <div className={s.noticeBody}>
          <p className={s.noticeTitle}>{t('hosting.review.pending')}</p>
          <p className={s.hint}>{t('hosting.review.pendingBody')}</p>
        </div>
      </div>
    );
  }
  if (listing.statusReason) {
    return (
      <div className={s.formError}>
        <AlertCircle {...ICON_SMALL} />
        <div className={s.noticeBody}>
          <p className={s.noticeTitle}>{t(listing.status === 'suspended' ? 'hosting.review.suspended' : 'hosting.review.sentBack')}</p>
          <p>{listing.statusReason}</p>
        </div>
      </div>
    );
  }
  return null;
}
