import { useMemo } from 'react';
import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { Container } from '../../ui/Surface';
import { EmptyState, ErrorState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { editListingHref, useCreateListing } from '../host-listings';
import type { SessionUser } from '../session';
import { EditorContext, type EditorContextValue } from './EditorContext';
import { EditorFrame } from './EditorFrame';
import { EditorSkeleton } from './ListingEditor';
import { StepBody } from './StepBody';
import { StepNav } from './StepNav';
import { stepStates } from './steps';
import s from './Editor.module.css';

/**
 * /host/listings/new: the basics step. Its first save creates the draft (POST /listings) and the
 * editor carries on at that listing's next step; until then the other steps cannot be opened.
 */
export function NewListing({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const create = useCreateListing();
  const currency = config.data?.currency;

  const ctx = useMemo<EditorContextValue | null>(() => (currency ? {
    listing: null,
    currency,
    step: 'basics',
    send: (body) => create.mutateAsync(body),
    after: (l, target) => navigate(target === 'exit' ? '/host' : editListingHref(l.id, 'location'), { replace: true }),
    hrefOf: null,
  } : null), [currency, create, navigate]);

  if (!user.emailVerified) {
    return (
      <main id="main" className={s.page}>
        <Container>
          <EmptyState icon={<MailCheck {...ICON} size={26} />} title={t('hosting.new.verifyTitle')} body={t('hosting.new.verifyBody', { email: user.email })} />
        </Container>
      </main>
    );
  }
  if (config.isError) return <main id="main" className={s.page}><Container><ErrorState error={config.error} onRetry={() => void config.refetch()} /></Container></main>;
  if (!ctx) return <EditorSkeleton />;
  return (
    <EditorContext.Provider value={ctx}>
      <EditorFrame title={t('hosting.new.title')} aside={<StepNav current="basics" states={stepStates('basics', 'basics', {})} hrefOf={null} />}>
        <StepBody step="basics" />
      </EditorFrame>
    </EditorContext.Provider>
  );
}
