import { describe, expect, it } from 'vitest';
import { missingByStep, nextStep, previousStep, resolveStep, stepStates } from './steps';

describe('which step the editor opens', () => {
  it('follows ?step= when it names a step, else resumes where the host was', () => {
    expect(resolveStep('photos', 'location')).toBe('photos');
    expect(resolveStep('nonsense', 'pricing')).toBe('pricing');
    expect(resolveStep(null, 'rules')).toBe('rules');
    expect(resolveStep(undefined, undefined)).toBe('basics');
  });

  it('walks the steps in order and stops at the ends', () => {
    expect(nextStep('basics')).toBe('location');
    expect(nextStep('rules')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('location')).toBe('basics');
    expect(previousStep('basics')).toBeNull();
  });
});

describe('the progress marks', () => {
  const missing = { photos: 'at least 5 photos (2 so far)', nightlyPrice: 'a nightly price', title: 'a title of 10–80 characters' };

  it('groups what is missing under the step that fixes it, in step order', () => {
    const by = missingByStep({ ...missing, somethingNew: 'a thing the server added' });
    expect([...by.keys()]).toEqual(['basics', 'photos', 'pricing', 'review']);
    expect(by.get('photos')).toEqual([{ key: 'photos', text: 'at least 5 photos (2 so far)' }]);
  });

  it('marks the open step current, steps lacking something missing, steps passed done', () => {
    const s = stepStates('amenities', 'description', missing);
    expect(s.amenities).toBe('current');
    expect(s.basics).toBe('missing');
    expect(s.photos).toBe('missing');
    expect(s.location).toBe('done');
    expect(s.pricing).toBe('missing');
    expect(s.description).toBe('todo');
    expect(s.review).toBe('todo');
  });
});
