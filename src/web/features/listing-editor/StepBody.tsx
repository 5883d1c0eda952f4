import { Suspense, type ComponentType } from 'react';
import type { EditorStep } from '../../../contract/hosting';
import { Skeleton } from '../../ui/Surface';
import { lazyPart } from '../../ui/lazyPart';
import s from './Editor.module.css';

// A step is a lazily loaded part (ui/lazyPart.tsx): the server paints the open step with its
// styles, and the app fetches its code before it takes the paint over.
const named = <K extends string>(file: string, load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPart(`features/listing-editor/steps/${file}.tsx`, () => load().then((m) => ({ default: m[name] })));

// One chunk per step: the basics step (the first a new host sees) does not pay for the photo
// grid's drag and drop or the review's summary; the location step alone loads the map.
const STEPS: Record<EditorStep, ComponentType> = {
  basics: named('BasicsStep', () => import('./steps/BasicsStep'), 'BasicsStep'),
  location: named('LocationStep', () => import('./steps/LocationStep'), 'LocationStep'),
  photos: named('PhotosStep', () => import('./steps/PhotosStep'), 'PhotosStep'),
  amenities: named('AmenitiesStep', () => import('./steps/AmenitiesStep'), 'AmenitiesStep'),
  description: named('DescriptionStep', () => import('./steps/DescriptionStep'), 'DescriptionStep'),
  pricing: named('PricingStep', () => import('./steps/PricingStep'), 'PricingStep'),
  availability: named('AvailabilityStep', () => import('./steps/AvailabilityStep'), 'AvailabilityStep'),
  rules: named('RulesStep', () => import('./steps/RulesStep'), 'RulesStep'),
  review: named('ReviewStep', () => import('./steps/ReviewStep'), 'ReviewStep'),
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
