import { EDITOR_STEPS, EditorStepSchema, REQUIREMENT_STEP, type EditorStep } from '../../../contract/hosting';

/** Where the editor's steps stand: which one is open, and which still lack something to publish. */

export type StepState = 'current' | 'missing' | 'done' | 'todo';

/** The step to open: `?step=` when it names one, else the step the host was on when they left. */
export function resolveStep(param: string | null | undefined, saved: EditorStep | undefined): EditorStep {
  const p = EditorStepSchema.safeParse(param);
  if (p.success) return p.data;
  return saved ?? 'basics';
}

export const stepIndex = (step: EditorStep) => EDITOR_STEPS.indexOf(step);
export const nextStep = (step: EditorStep): EditorStep => EDITOR_STEPS[Math.min(stepIndex(step) + 1, EDITOR_STEPS.length - 1)]!;
export const previousStep = (step: EditorStep): EditorStep | null => (stepIndex(step) > 0 ? EDITOR_STEPS[stepIndex(step) - 1]! : null);

/** Requirement → step, for the keys the server names (unknown keys land on review, where they are listed). */
export function stepOfRequirement(requirement: string): EditorStep {
  return (REQUIREMENT_STEP as Record<string, EditorStep>)[requirement] ?? 'review';
}

/** The server's `missing` grouped by the step that fixes each entry, in step order. */
export function missingByStep(missing: Record<string, string>): Map<EditorStep, Array<{ key: string; text: string }>> {
  const out = new Map<EditorStep, Array<{ key: string; text: string }>>();
  for (const step of EDITOR_STEPS) {
    const items = Object.entries(missing).filter(([k]) => stepOfRequirement(k) === step).map(([key, text]) => ({ key, text }));
    if (items.length) out.set(step, items);
  }
  return out;
}

/**
 * Each step's mark in the progress list. A step is done once the host has been past it (the saved
 * `editorStep` is later) and nothing it fixes is missing; a step that fixes something missing is
 * marked so wherever the host is, because publishing waits on it.
 */
export function stepStates(current: EditorStep, furthest: EditorStep, missing: Record<string, string>): Record<EditorStep, StepState> {
  const lacking = new Set(Object.keys(missing).map(stepOfRequirement));
  const out = {} as Record<EditorStep, StepState>;
  for (const step of EDITOR_STEPS) {
    if (step === current) out[step] = 'current';
    else if (lacking.has(step)) out[step] = 'missing';
    else if (stepIndex(step) < stepIndex(furthest)) out[step] = 'done';
    else out[step] = 'todo';
  }
  return out;
}

/** The later of two steps: the editor remembers how far the host got, not only where they are. */
export const furtherStep = (a: EditorStep, b: EditorStep): EditorStep => (stepIndex(a) >= stepIndex(b) ? a : b);
