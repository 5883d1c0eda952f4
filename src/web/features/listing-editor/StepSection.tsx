import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AlertCircle, ChevronLeft } from 'lucide-react';
import { Link, useBlocker } from 'react-router';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ICON_SMALL } from '../../ui/icon';
import { useEditor, type SaveTarget } from './EditorContext';
import { nextStep, previousStep } from './steps';
import type { StepForm } from './useStepForm';
import s from './Editor.module.css';

type Props<V extends object> = {
  form: StepForm<V>;
  intro?: ReactNode;
  children?: ReactNode;
  /**
   * The step's content is not form fields of its own (photos, the calendar with its own forms):
   * it goes before the form, which then holds only the save bar (forms may not nest).
   */
  formless?: boolean;
  /** Replaces the save bar's end (the review step publishes instead of going on). */
  actions?: (bar: { saveAndExit: () => void; pending: boolean }) => ReactNode;
};

/**
 * One step of the editor: its heading (focused when the step opens, so a screen reader hears
 * where it is), the form, and Back · Save and exit · Save and continue. Leaving with unsaved
 * changes (a link, Back, the browser) asks first.
 */
export function StepSection<V extends object>({ form, intro, children, formless, actions }: Props<V>) {
  const { t } = useI18n();
  const { step, send, after, hrefOf } = useEditor();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const leaving = useRef(false);
  const dirty = useRef(form.dirty);
  dirty.current = form.dirty;

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty.current && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (!form.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [form.dirty]);

  const submit = async (target: SaveTarget) => {
    const listing = await form.save(send, { editorStep: target === 'exit' ? step : nextStep(step) });
    if (!listing) return;
    leaving.current = true;
    after(listing, target);
  };
  const back = previousStep(step);

  return (
    <section className={s.step} aria-labelledby={headingId}>
      <div className={s.stepHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={s.stepTitle}>{t(`hosting.step.${step}`)}</h2>
        {intro && <p className={s.intro}>{intro}</p>}
      </div>
      {formless && <div className={s.form}>{children}</div>}
      <form
        ref={form.formRef}
        className={s.form}
        noValidate
        onSubmit={(e) => {
          // A dialog's form (rendered elsewhere, but inside this one in React's tree) submits on its own.
          if (e.target !== e.currentTarget) return;
          e.preventDefault();
          void submit('continue');
        }}
      >
        {!formless && children}
        {form.formError && (
          <p className={s.formError} role="alert"><AlertCircle {...ICON_SMALL} />{form.formError}</p>
        )}
        <div className={s.actions}>
          {back && hrefOf && (
            <Link to={hrefOf(back)} className={s.back}><ChevronLeft {...ICON_SMALL} />{t('hosting.actions.back')}</Link>
          )}
          <div className={s.actionsEnd}>
            {actions ? actions({ saveAndExit: () => void submit('exit'), pending: form.pending }) : (
              <>
                <Button variant="secondary" onPress={() => void submit('exit')} isDisabled={form.pending}>{t('hosting.actions.exit')}</Button>
                <Button type="submit" pending={form.pending} isDisabled={form.pending}>{t('hosting.actions.continue')}</Button>
              </>
            )}
          </div>
        </div>
      </form>

      <Dialog
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('hosting.unsaved.title')}
        footer={
          <>
            <Button variant="secondary" onPress={() => blocker.state === 'blocked' && blocker.reset()}>{t('hosting.unsaved.stay')}</Button>
            <Button variant="primary" onPress={() => blocker.state === 'blocked' && blocker.proceed()}>{t('hosting.unsaved.leave')}</Button>
          </>
        }
      >
        <p>{t('hosting.unsaved.body')}</p>
      </Dialog>
    </section>
  );
}
