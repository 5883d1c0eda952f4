/** The booking box's element id: the phone's booking bar scrolls to it. */
export const BOOKING_BOX_ID = 'booking-box';
