import { useId, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import {
  Button as AriaButton, FieldError, Group, Input, Label, NumberField as AriaNumberField, Radio, RadioGroup,
} from 'react-aria-components';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import s from './Editor.module.css';

/** A whole number with − and + (guests, bedrooms…): typed, stepped, or arrowed up and down. */
export function Counter({ label, value, onChange, onBlur, onTyping, min, max, step = 1, error }: {
  label: string; value: number; onChange: (v: number) => void; onBlur?: () => void;
  /** Each keystroke (the value itself arrives when the field is left). */
  onTyping?: () => void;
  min: number; max: number; step?: number; error?: string;
}) {
  return (
    <AriaNumberField
      className={s.counter}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      minValue={min}
      maxValue={max}
      step={step}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={s.counterLabel}>{label}</Label>
      <Group className={s.counterGroup}>
        {/* React Aria names these "Decrease …" and "Increase …" with the field's label. */}
        <AriaButton slot="decrement" className={s.counterButton}><Minus {...ICON_SMALL} /></AriaButton>
        <Input className={s.counterInput} onInput={onTyping} />
        <AriaButton slot="increment" className={s.counterButton}><Plus {...ICON_SMALL} /></AriaButton>
      </Group>
      <FieldError className={s.error}>{error}</FieldError>
    </AriaNumberField>
  );
}

export type Choice<K extends string> = { id: K; name: string; body?: string; icon?: ReactNode };

/** One of a few options, as cards (type of place, cancellation policy): a radio group underneath. */
export function ChoiceCards<K extends string>({ label, value, onChange, choices, wide, error }: {
  label: string; value: K; onChange: (v: K) => void; choices: ReadonlyArray<Choice<K>>; wide?: boolean; error?: string;
}) {
  return (
    <RadioGroup className={s.fieldset} value={value} onChange={(v) => onChange(v as K)} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label className={s.legend}>{label}</Label>
      <div className={[s.choices, wide && s.choicesWide].filter(Boolean).join(' ')}>
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} className={s.choice}>
            {c.icon}
            <span className={s.choiceText}>
              <span className={s.choiceName}>{c.name}</span>
              {c.body && <span className={s.choiceBody}>{c.body}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={s.error}>{error}</FieldError>
    </RadioGroup>
  );
}

/** A long text with its label, a counter of characters, and an error in place of the hint. */
export function TextArea({ label, hint, value, onChange, onBlur, error, max, min, rows = 8 }: {
  label: string; hint?: ReactNode; value: string; onChange: (v: string) => void; onBlur?: () => void;
  error?: string; max: number; min?: number; rows?: number;
}) {
  const { t, number } = useI18n();
  const id = useId();
  const length = value.trim().length;
  return (
    <div className={s.textareaField}>
      <label htmlFor={id} className={s.label}>{label}</label>
      {hint && <p id={`${id}-hint`} className={s.hint}>{hint}</p>}
      <textarea
        id={id}
        className={s.textarea}
        value={value}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
      />
      <div className={s.counterLine}>
        <span id={`${id}-error`} className={s.error}>{error}</span>
        <span id={`${id}-count`}>
          {min !== undefined && length < min
            ? t('hosting.text.needMore', { count: min - length })
            : t('hosting.text.count', { count: number(length), max: number(max) })}
        </span>
      </div>
    </div>
  );
}
