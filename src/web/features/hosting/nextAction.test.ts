import { describe, expect, it } from 'vitest';
import { nextAction } from './nextAction';

const draft = { status: 'draft' as const, missing: {}, availableActions: ['submit' as const, 'delete' as const] };

describe("a listing's next action on /host", () => {
  it('finishes a draft that lacks something, publishes a complete one', () => {
    expect(nextAction({ ...draft, missing: { photos: 'at least 5 photos (1 so far)' } })).toBe('finish');
    expect(nextAction(draft)).toBe('submit');
    expect(nextAction({ ...draft, availableActions: [] })).toBe('finish');
  });

  it('waits for review, and edits what is out there', () => {
    expect(nextAction({ ...draft, status: 'pending_review', availableActions: [] })).toBe('wait');
    expect(nextAction({ ...draft, status: 'published', availableActions: ['unlist'] })).toBe('edit');
    expect(nextAction({ ...draft, status: 'unlisted', availableActions: ['relist'] })).toBe('edit');
    expect(nextAction({ ...draft, status: 'suspended', availableActions: [] })).toBe('edit');
  });
});
