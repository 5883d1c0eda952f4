import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingAction, BookingListResponse, BookingView, CreateBookingBody } from '../../../contract/booking';
import { api, ApiError } from '../../api/client';

export type BookingGroup = 'upcoming' | 'past' | 'cancelled';
export type BookingSide = 'guest' | 'host';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (as: BookingSide, status?: BookingGroup) => ['bookings', 'list', as, status ?? 'all'] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
};

// A 4xx answer (not found, not yours) will not change on retry.
const retryServerTrouble = (count: number, err: unknown) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2;

export function useBookings(as: BookingSide, status?: BookingGroup) {
  return useQuery({
    queryKey: bookingKeys.list(as, status),
    queryFn: ({ signal }) => api<BookingListResponse>('/bookings', { query: { as, status }, signal }),
    retry: retryServerTrouble,
  });
}

export function useBookingDetail(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => api<BookingView>(`/bookings/${encodeURIComponent(id)}`, { signal }),
    retry: retryServerTrouble,
  });
}

/**
 * POST /bookings with one Idempotency-Key per page visit: a retry after a lost answer returns the
 * booking made the first time instead of a second booking.
 */
export function useCreateBooking(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      api<BookingView>('/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (view) => {
      client.setQueryData(bookingKeys.detail(view.id), view);
      void client.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** accept | decline | withdraw | cancel; `text` is the message (accept/decline) or reason (cancel). */
export function useBookingAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, text }: { action: BookingAction; text?: string }) =>
      api<BookingView>(`/bookings/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: actionBody(action, text) }),
    onSuccess: (view) => {
      client.setQueryData(bookingKeys.detail(view.id), view);
      void client.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/**
 * The body each action accepts (the server rejects unknown fields): accept/decline take a
 * `message`, cancel a `reason`, withdraw nothing; blank text is left out.
 */
export function actionBody(action: BookingAction, text?: string): { message?: string; reason?: string } {
  const trimmed = text?.trim();
  if (!trimmed || action === 'withdraw') return {};
  return action === 'cancel' ? { reason: trimmed } : { message: trimmed };
}

/** A fresh key for one booking attempt (page visit). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
