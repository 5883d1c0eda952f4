import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { issueMessage } from '../i18n';

type Values = Record<string, string | boolean>;

/** zod issues → the first message per top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '_')] ??= issueMessage(issue as Parameters<typeof issueMessage>[0]);
  return out;
}

/**
 * The API's `details` for the fields this form has. Some details are sentence fragments meant to
 * follow the field's name ("is not your current password"); for those the error's own message,
 * a whole sentence, reads better beside the field.
 */
export function serverFieldErrors(err: ApiError, fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, detail] of Object.entries(err.details ?? {})) {
    if (fields.includes(field)) out[field] = /^[A-Z]/.test(detail) ? detail : err.message;
  }
  return out;
}

type Options<V> = {
  /** What the schema checks, when it is not the values themselves. */
  toBody?: (values: V) => unknown;
  /** What to say under the form when a request fails for no particular field. */
  message?: (err: unknown) => string;
};

/**
 * A form checked by a contract schema as the person types: a field shows its error once it has
 * been left (or the form submitted), then follows every keystroke. Server `details` land beside
 * the same fields (the first invalid one gets focus); anything else becomes the form's own error.
 */
export function useSchemaForm<S extends z.ZodType, V extends Values>(schema: S, initial: V, opts: Options<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = schema.safeParse(opts.toBody ? opts.toBody(values) : values);
  const local = parsed.success ? {} : fieldErrors(parsed.error);

  const errorOf = (name: keyof V & string) => server[name] ?? (touched.has(name) ? local[name] : undefined);

  const set = (name: keyof V & string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer(({ [name]: _, ...rest }) => rest);
    setFormError(undefined);
  };
  const touch = (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));

  /** Props for a TextField (its own validation off: the schema's messages are the ones shown). */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (v: string) => set(name, v),
    onBlur: () => touch(name),
    error: errorOf(name),
    validationBehavior: 'aria' as const,
  });

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /**
   * Sends the parsed body (one request at a time); true when it went through. `onError` sees a
   * failure first and may take it over by returning true (an expired link, say).
   */
  const submit = async (send: (body: z.output<S>) => Promise<unknown>, onError?: (err: unknown) => boolean) => {
    setTouched(new Set(Object.keys(values)));
    if (!parsed.success) {
      focusFirstInvalid();
      return false;
    }
    if (pending) return false;
    setPending(true);
    setFormError(undefined);
    try {
      await send(parsed.data);
      return true;
    } catch (err) {
      if (onError?.(err)) return false;
      const byField = err instanceof ApiError ? serverFieldErrors(err, Object.keys(values)) : {};
      setServer(byField);
      if (Object.keys(byField).length) focusFirstInvalid();
      else setFormError(opts.message ? opts.message(err) : err instanceof Error ? err.message : String(err));
      return false;
    } finally {
      setPending(false);
    }
  };

  /** `submit` as a form's onSubmit handler. */
  const onSubmit = (send: (body: z.output<S>) => Promise<unknown>, onError?: (err: unknown) => boolean) => (e: FormEvent) => {
    e.preventDefault();
    void submit(send, onError);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched(new Set());
    setServer({});
    setFormError(undefined);
  };

  return { values, set, text, errorOf, submit, onSubmit, reset, pending, formError, setFormError, valid: parsed.success, formRef };
}
