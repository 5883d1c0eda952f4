import { lazy, Suspense, type ComponentType } from 'react';
import type { EditorStep } from '../../../contract/hosting';
import { Skeleton } from '../../ui/Surface';
import s from './Editor.module.css';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

// One chunk per step: the basics step (the first a new host sees) does not pay for the photo
// grid's drag and drop or the review's summary; the location step alone loads the map.
const STEPS: Record<EditorStep, ComponentType> = {
  basics: named(() => import('./steps/BasicsStep'), 'BasicsStep'),
  location: named(() => import('./steps/LocationStep'), 'LocationStep'),
  photos: named(() => import('./steps/PhotosStep'), 'PhotosStep'),
  amenities: named(() => import('./steps/AmenitiesStep'), 'AmenitiesStep'),
  description: named(() => import('./steps/DescriptionStep'), 'DescriptionStep'),
  pricing: named(() => import('./steps/PricingStep'), 'PricingStep'),
  availability: named(() => import('./steps/AvailabilityStep'), 'AvailabilityStep'),
  rules: named(() => import('./steps/RulesStep'), 'RulesStep'),
  review: named(() => import('./steps/ReviewStep'), 'ReviewStep'),
};

/** The open step's form. */
export function StepBody({ step }: { step: EditorStep }) {
  const Step = STEPS[step];
  return (
    <Suspense fallback={<StepSkeleton />}>
      <Step />
    </Suspense>
  );
}

function StepSkeleton() {
  return (
    <div className={s.fields} aria-busy="true">
      <Skeleton width="30%" height={28} />
      <Skeleton width="70%" height={20} />
      <Skeleton height={44} />
      <Skeleton height={160} radius={12} />
      <Skeleton height={44} />
    </div>
  );
}
