import { useMemo, useRef, useState } from 'react';
import { listingPatchSchema, type HostListing, type ListingPatch } from '../../../contract/hosting';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { schemaErrors, serverErrors, type FieldErrors } from './fieldErrors';
import { minorPerMajor } from './priceInput';

type Options<V> = {
  initial: V;
  currency: string;
  /** The step's values as the request body (contract field names); omit what is not set yet. */
  toPatch: (values: V) => Partial<ListingPatch>;
  /** The contract fields this step edits: server details for them land beside them. */
  fields: readonly string[];
  /** What the schema cannot say about a partial body: a field left empty that this step needs. */
  required?: (values: V) => FieldErrors;
};

/**
 * One editor step's form, checked by the contract's listing schema (the one the server uses) as
 * the host types. A field's error shows once it has been left or the step was saved; the server's
 * VALIDATION_FAILED (or LISTING_INCOMPLETE) details land beside the same fields, by dotted path.
 */
export function useStepForm<V extends object>({ initial, currency, toPatch, fields, required }: Options<V>) {
  const { t } = useI18n();
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [typing, setTyping] = useState<string | null>(null);
  const [server, setServer] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => listingPatchSchema(minorPerMajor(currency)), [currency]);

  // The values as last set, for `save`: a NumberField reports a typed number when it loses focus,
  // which can be after the click on Save has begun, so `save` reads them after a tick, not from
  // the render it was created in.
  const latest = useRef(values);
  const inFlight = useRef(false);

  const check = (v: V) => {
    const patch = toPatch(v);
    const errors: FieldErrors = {};
    // NumberField says NaN for an empty or unreadable number: ask for one rather than show zod's words.
    for (const [k, n] of Object.entries(patch)) if (typeof n === 'number' && Number.isNaN(n)) errors[k] = t('hosting.form.number');
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(patch).filter(([k]) => !(k in errors))));
    if (!parsed.success) Object.assign(errors, { ...schemaErrors(parsed.error), ...errors });
    Object.assign(errors, required?.(v) ?? {});
    return { errors, body: parsed.success ? (parsed.data as Partial<ListingPatch>) : null };
  };
  const local = check(values).errors;
  const valid = Object.keys(local).length === 0;

  const shown = (path: string) => showAll || [...touched].some((p) => path === p || path.startsWith(`${p}.`));
  const errorOf = (path: string): string | undefined => server[path] ?? (shown(path) && typing !== path ? local[path] : undefined);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setTyping(null);
    setValues((v) => ({ ...v, [key]: value }));
    setServer((s) => Object.fromEntries(Object.entries(s).filter(([p]) => p !== key && !p.startsWith(`${String(key)}.`))));
    setFormError(undefined);
  };
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  /**
   * A number field reports its value only when left, which may be the very click on Save; its
   * error goes away as soon as the host types in it, so Save does not jump away under the pointer.
   */
  const typingIn = (path: string) => setTyping((p) => (p === path ? p : path));
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] [tabindex="0"]')?.focus());

  /** Sends the step (plus `extra`, e.g. the step to resume at); the listing as saved, or null. */
  const save = async (send: (body: ListingPatch) => Promise<HostListing>, extra: Partial<ListingPatch> = {}): Promise<HostListing | null> => {
    setShowAll(true);
    if (inFlight.current) return null;
    inFlight.current = true;
    await new Promise((resolve) => setTimeout(resolve));
    const current = latest.current;
    const { errors, body } = check(current);
    if (Object.keys(errors).length > 0 || !body) {
      inFlight.current = false;
      focusFirstInvalid();
      return null;
    }
    setPending(true);
    setFormError(undefined);
    try {
      const listing = await send({ ...body, ...extra } as ListingPatch);
      setSaved(current);
      setServer({});
      return listing;
    } catch (err) {
      const byField = serverErrors(err, fields);
      setServer(byField);
      if (Object.keys(byField).length) focusFirstInvalid();
      else setFormError(err instanceof ApiError || err instanceof Error ? err.message : String(err));
      return null;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { values, set, touch, typingIn, errorOf, save, dirty, valid, pending, formError, formRef, errors: local };
}

export type StepForm<V extends object = Record<string, unknown>> = ReturnType<typeof useStepForm<V>>;
