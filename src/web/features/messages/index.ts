/**
 * Messages between guests and hosts: the ways into a conversation from a listing or a booking.
 * The inbox page (routes/InboxPage) and the header's link (app/Header) load their parts of this
 * folder on their own, so that a listing or a trip page does not carry the inbox's code.
 */
export { ContactHost } from './ContactHost';
export { MessageAboutBooking } from './MessageAboutBooking';
export { messageKeys, useUnreadMessages } from './api';
