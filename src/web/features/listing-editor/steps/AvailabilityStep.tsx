import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { calendarHref, HostCalendarView } from '../../host-calendar';
import { useEditor, useSavedListing } from '../EditorContext';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

/** Every night is open until the host closes it: the host calendar, here as on its own page. */
export function AvailabilityStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  // Nothing to send but the step: the calendar saves each change as it is made.
  const form = useStepForm({ currency, fields: [], initial: {}, toPatch: () => ({}) });
  return (
    <StepSection formless form={form} intro={t('hosting.availability.intro')}>
      <p className={s.hint}>
        {t('hosting.availability.later')} <Link className={s.link} to={calendarHref(listing.id)}>{t('hosting.availability.fullPage')}</Link>
      </p>
      {/* The host calendar (its own feature) comes in this step's chunk, fetched when the step opens. */}
      <HostCalendarView listingId={listing.id} />
    </StepSection>
  );
}
