import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/client';

type Errors<F extends string> = Partial<Record<F, string>>;

/** The first message zod gives for each top-level field. */
export function fieldErrors<F extends string>(schema: z.ZodType, values: Record<F, string>): Errors<F> {
  const r = schema.safeParse(values);
  const out: Errors<F> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const f = issue.path[0] as F | undefined;
    if (f !== undefined && !(f in out)) out[f] = issue.message;
  }
  return out;
}

/**
 * A small form over the contract's zod schema: a field shows its error once it was left (blur)
 * and then updates as you type; submitting shows them all. Server `details` land on the same
 * fields; anything else comes back from `serverError` for the message under the form.
 */
export function useZodForm<S extends z.ZodType, F extends string>(schema: S, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Errors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const client = useMemo(() => fieldErrors<F>(schema, values), [schema, values]);

  const errorOf = (f: F) => server[f] ?? (touched[f] ? client[f] : undefined);

  const field = (f: F) => ({
    name: f,
    value: values[f],
    onChange: (v: string) => {
      setValues((old) => ({ ...old, [f]: v }));
      setServer((old) => (f in old ? { ...old, [f]: undefined } : old));
    },
    onBlur: () => setTouched((old) => (old[f] ? old : { ...old, [f]: true })),
    error: errorOf(f),
    validationBehavior: 'aria' as const,
  });

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /** Marks every field as visited; the parsed values when they are all valid, else null. */
  const validate = (): z.output<S> | null => {
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<F, boolean>);
    const r = schema.safeParse(values);
    if (r.success && !Object.values(server).some(Boolean)) return r.data;
    focusFirstInvalid();
    return null;
  };

  /** Puts a failed request's field details beside their fields; returns what is left to say. */
  const serverError = useCallback(
    (err: unknown): ApiError | Error => {
      if (err instanceof ApiError && err.details) {
        const mine: Errors<F> = {};
        for (const [k, msg] of Object.entries(err.details)) {
          // Some details are fragments ("is not right"): the error's own message reads better then.
          if (k in initial) mine[k as F] = /^[A-Z]/.test(msg) ? msg : err.message;
        }
        if (Object.keys(mine).length) {
          setServer(mine);
          focusFirstInvalid();
        }
      }
      return err instanceof Error ? err : new Error(String(err));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const hasFieldErrors = (err: unknown) => err instanceof ApiError && !!err.details && Object.keys(err.details).some((k) => k in initial);

  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  /**
   * The form's onSubmit: validates, runs `action` with the parsed body (one at a time), and when
   * it fails puts field details beside their fields and anything else in `error`, under the form.
   * `onError` sees the failure first and may take it over by returning true (an expired link).
   */
  const submitWith =
    (action: (body: z.output<S>) => Promise<unknown>, opts: { message: (err: unknown) => string; onError?: (err: unknown) => boolean }) =>
    async (e: FormEvent) => {
      e.preventDefault();
      if (pending) return;
      setError(undefined);
      const body = validate();
      if (!body) return;
      setPending(true);
      try {
        await action(body);
      } catch (err) {
        if (opts.onError?.(err)) return;
        if (!hasFieldErrors(err)) setError(opts.message(err));
        serverError(err);
      } finally {
        setPending(false);
      }
    };

  return { values, setValues, field, validate, serverError, hasFieldErrors, formRef, submitWith, pending, error, setError };
}
