import type { EditorStep } from '../../../contract/hosting';

/** Where the editor lives: a listing's step (or the step it resumes at), and a new listing. */
export const editListingHref = (id: string, step?: EditorStep) =>
  `/host/listings/${encodeURIComponent(id)}/edit${step ? `?step=${step}` : ''}`;

export const NEW_LISTING_HREF = '/host/listings/new';
