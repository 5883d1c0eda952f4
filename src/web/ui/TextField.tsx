import type { ReactNode } from 'react';
import {
  FieldError, Input, Label, NumberField as AriaNumberField, Text, TextField as AriaTextField,
  type NumberFieldProps as AriaNumberFieldProps, type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import s from './Field.module.css';

type Common = {
  label: ReactNode;
  description?: ReactNode;
  /** A server or form error shown under the field; also marks it invalid. */
  error?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  placeholder?: string;
  className?: string;
};

/** What text and number fields share: label, input with optional affixes, help, error. */
function FieldParts({ label, description, error, prefix, suffix, placeholder }: Omit<Common, 'className'>) {
  return (
    <>
      <Label className={s.label}>{label}</Label>
      <div className={s.inputWrap}>
        {prefix && <span className={s.affix}>{prefix}</span>}
        <Input className={s.input} placeholder={placeholder} />
        {suffix && <span className={s.affix}>{suffix}</span>}
      </div>
      {description && <Text slot="description" className={s.description}>{description}</Text>}
      <FieldError className={s.error}>{error}</FieldError>
    </>
  );
}

export function TextField({ label, description, error, prefix, suffix, placeholder, className, ...rest }: Omit<AriaTextFieldProps, 'className'> & Common) {
  return (
    <AriaTextField {...rest} isInvalid={rest.isInvalid ?? Boolean(error)} className={[s.field, className].filter(Boolean).join(' ')}>
      <FieldParts label={label} description={description} error={error} prefix={prefix} suffix={suffix} placeholder={placeholder} />
    </AriaTextField>
  );
}

/** Numbers typed by people: React Aria parses them in the user's locale. */
export function NumberField({ label, description, error, prefix, suffix, placeholder, className, ...rest }: Omit<AriaNumberFieldProps, 'className'> & Common) {
  return (
    <AriaNumberField {...rest} isInvalid={rest.isInvalid ?? Boolean(error)} className={[s.field, className].filter(Boolean).join(' ')}>
      <FieldParts label={label} description={description} error={error} prefix={prefix} suffix={suffix} placeholder={placeholder} />
    </AriaNumberField>
  );
}
