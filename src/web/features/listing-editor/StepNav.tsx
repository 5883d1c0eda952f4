import { useId, useState } from 'react';
import { AlertCircle, Check, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { EDITOR_STEPS, type EditorStep } from '../../../contract/hosting';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { stepIndex, type StepState } from './steps';
import s from './Editor.module.css';

type Props = {
  current: EditorStep;
  states: Record<EditorStep, StepState>;
  /** Where each step lives; null while the listing does not exist yet (only the first step is open). */
  hrefOf: ((step: EditorStep) => string) | null;
};

/**
 * The progress indicator: every step with its mark (done, missing something, current), as links.
 * On narrow screens it folds into "Step 3 of 9 · Photos", a button that opens the same list.
 */
export function StepNav({ current, states, hrefOf }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const index = stepIndex(current) + 1;
  return (
    <nav className={s.nav} aria-label={t('hosting.steps.nav')}>
      <button type="button" className={s.navToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span className={s.navToggleText}>
          <span className={s.navToggleStep}>{t('hosting.steps.position', { index, total: EDITOR_STEPS.length })}</span>
          <span className={s.navToggleName}>{t(`hosting.step.${current}`)}</span>
        </span>
        <ChevronDown {...ICON_SMALL} />
      </button>
      <ol id={listId} className={s.steps} data-collapsible="true" data-open={open}>
        {EDITOR_STEPS.map((step, i) => {
          const state = states[step];
          const body = (
            <>
              <span className={s.mark} data-state={state} aria-hidden="true">
                {state === 'done' ? <Check size={14} strokeWidth={3} /> : state === 'missing' ? <AlertCircle size={14} strokeWidth={2.5} /> : i + 1}
              </span>
              <span className={s.stepName}>{t(`hosting.step.${step}`)}</span>
              {state !== 'todo' && <span className="visually-hidden">{t(`hosting.steps.state.${state}`)}</span>}
            </>
          );
          return (
            <li key={step}>
              {hrefOf && step !== current ? (
                <Link to={hrefOf(step)} className={s.stepLink} onClick={() => setOpen(false)}>{body}</Link>
              ) : (
                <span className={s.stepLink} aria-current={step === current ? 'step' : undefined} aria-disabled={step !== current || undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
