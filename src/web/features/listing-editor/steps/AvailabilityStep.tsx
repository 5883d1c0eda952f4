import { CalendarDays } from 'lucide-react';
import { useI18n } from '../../../i18n';
import { ICON } from '../../../ui/icon';
import { useEditor } from '../EditorContext';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

/** How the calendar works: every night is open until the host blocks it or a guest books it. */
export function AvailabilityStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const form = useStepForm({ currency, fields: [], initial: {}, toPatch: () => ({}) });
  return (
    <StepSection form={form} intro={t('hosting.availability.intro')}>
      <div className={s.panel}>
        <h3 className={s.panelTitle}><span className={s.checkIcon}><CalendarDays {...ICON} />{t('hosting.availability.how')}</span></h3>
        <ul className={s.bullets}>
          <li>{t('hosting.availability.open')}</li>
          <li>{t('hosting.availability.block')}</li>
          <li>{t('hosting.availability.sync')}</li>
        </ul>
      </div>
    </StepSection>
  );
}
