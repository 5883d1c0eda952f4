import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { fieldErrors, serverFieldErrors } from './formErrors';

type Values = Record<string, string | boolean>;

/**
 * A form checked by a contract schema as the person types: a field shows its error once it has
 * been left (or the form submitted), then follows every keystroke. Server `details` land beside
 * the same fields; anything else becomes the form's own error.
 */
export function useSchemaForm<V extends Values>(schema: z.ZodType, initial: V, toBody: (v: V) => unknown = (v) => v) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const parsed = schema.safeParse(toBody(values));
  const local = parsed.success ? {} : fieldErrors(parsed.error);

  const errorOf = (name: keyof V & string) => server[name] ?? (touched.has(name) ? local[name] : undefined);

  const set = (name: keyof V & string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer(({ [name]: _, ...rest }) => rest);
    setFormError(undefined);
  };
  const touch = (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));

  /** Props for a TextField. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (v: string) => set(name, v),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  const submit = async (send: (body: unknown) => Promise<void>) => {
    setTouched(new Set(Object.keys(values)));
    if (!parsed.success || pending) return false;
    setPending(true);
    setFormError(undefined);
    try {
      await send(parsed.data);
      return true;
    } catch (err) {
      const byField = err instanceof ApiError ? serverFieldErrors(err, Object.keys(values)) : {};
      setServer(byField);
      if (!Object.keys(byField).length) setFormError(err instanceof Error ? err.message : String(err));
      return false;
    } finally {
      setPending(false);
    }
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched(new Set());
    setServer({});
    setFormError(undefined);
  };

  return { values, set, text, errorOf, submit, reset, pending, formError, setFormError, valid: parsed.success };
}
