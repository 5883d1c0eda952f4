import type { EditorStep } from '../../../contract/hosting';
import { AmenitiesStep } from './steps/AmenitiesStep';
import { AvailabilityStep } from './steps/AvailabilityStep';
import { BasicsStep } from './steps/BasicsStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { LocationStep } from './steps/LocationStep';
import { PhotosStep } from './steps/PhotosStep';
import { PricingStep } from './steps/PricingStep';
import { ReviewStep } from './steps/ReviewStep';
import { RulesStep } from './steps/RulesStep';

const STEPS: Record<EditorStep, () => React.JSX.Element> = {
  basics: BasicsStep,
  location: LocationStep,
  photos: PhotosStep,
  amenities: AmenitiesStep,
  description: DescriptionStep,
  pricing: PricingStep,
  availability: AvailabilityStep,
  rules: RulesStep,
  review: ReviewStep,
};

/** The open step's form. */
export function StepBody({ step }: { step: EditorStep }) {
  const Step = STEPS[step];
  return <Step />;
}
