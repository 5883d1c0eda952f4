import { lazyPart } from '../../ui/lazyPart';

/**
 * The booking box, the availability calendar and the stay inputs, fetched apart from the pages that
 * show them: their date widgets are most of a listing page's code. On a phone both sit far below the photos and are drawn after the
 * page is usable; on a wider screen the server paints the box and the app fetches it before it
 * takes the page over (ui/lazyPart.tsx).
 */
export const BookingBox = lazyPart('features/availability/BookingBox.tsx', () => import('./BookingBox').then((m) => ({ default: m.BookingBox })));
export const AvailabilitySection = lazyPart('features/availability/AvailabilitySection.tsx', () =>
  import('./AvailabilitySection').then((m) => ({ default: m.AvailabilitySection })));
export const StayPicker = lazyPart('features/availability/StayPicker.tsx', () => import('./StayPicker').then((m) => ({ default: m.StayPicker })));
export const GuestsField = lazyPart('features/availability/GuestsField.tsx', () => import('./GuestsField').then((m) => ({ default: m.GuestsField })));
