import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import {
  bookingAnswerSchema,
  cancellationQuoteAnswerSchema,
  paymentMethodsAnswerSchema,
  tripListAnswerSchema,
} from "~/api/schemas";

export type TripScope = "upcoming" | "past" | "cancelled";

/** SPEC 7 GET /guest/lineup_payment_methods: data.payment_methods. */
export async function listPaymentMethods(api: ApiClient) {
  const result = payloadOf(
    await callApi("GET /guest/lineup_payment_methods", paymentMethodsAnswerSchema, () =>
      api.http.get("guest/lineup_payment_methods").json(),
    ),
  );
  return result.success ? { success: true as const, data: result.data.payment_methods } : result;
}

export interface BookingRequest {
  property_id: number;
  check_in: string;
  check_out: string;
  guests: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  payment:
    | { payment_method_id: string }
    | { card_number: string; card_exp_month: string; card_exp_year: string; card_cvc: string; card_holder: string };
}

function bookingBody(booking: BookingRequest): URLSearchParams {
  const { payment, ...rest } = booking;
  return new URLSearchParams(Object.entries({ ...rest, ...payment }).map(([name, value]) => [name, String(value)]));
}

/** Designed POST /guest/bookings: form body, Idempotency-Key header so a double submit books once. */
export async function createBooking(api: ApiClient, booking: BookingRequest, idempotencyKey: string) {
  const body = bookingBody(booking);
  return payloadOf(
    await callApi("POST /guest/bookings", bookingAnswerSchema, () =>
      api.http.post("guest/bookings", { body, headers: { "Idempotency-Key": idempotencyKey } }).json(),
    ),
  );
}

/**
 * Designed POST /bookings: the booking of a visitor who is not signed in, by email, with the
 * same body and key. The API files it under the account with that email, or opens one, and
 * answers the same either way; it never hands out a token for the address.
 */
export async function createVisitorBooking(api: ApiClient, booking: BookingRequest, idempotencyKey: string) {
  const body = bookingBody(booking);
  return payloadOf(
    await callApi("POST /bookings", bookingAnswerSchema, () =>
      api.http.post("bookings", { body, headers: { "Idempotency-Key": idempotencyKey } }).json(),
    ),
  );
}

export async function getBooking(api: ApiClient, id: number) {
  return payloadOf(
    await callApi("GET /guest/bookings/{id}", bookingAnswerSchema, () => api.http.get(`guest/bookings/${id}`).json()),
  );
}

/** Designed GET /guest/bookings: the signed-in guest's bookings of one scope, with their homes. */
export async function listTrips(api: ApiClient, scope: TripScope, page: number, perPage: number) {
  const searchParams = { scope, page, per_page: perPage };
  return payloadOf(
    await callApi("GET /guest/bookings", tripListAnswerSchema, () =>
      api.http.get("guest/bookings", { searchParams }).json(),
    ),
  );
}

/** Designed GET /guest/bookings/{id}/cancellation: the refund cancelling today would give. */
export async function getCancellationQuote(api: ApiClient, id: number) {
  return payloadOf(
    await callApi("GET /guest/bookings/{id}/cancellation", cancellationQuoteAnswerSchema, () =>
      api.http.get(`guest/bookings/${id}/cancellation`).json(),
    ),
  );
}

/**
 * Designed POST /guest/bookings/{id}/cancel, with the refund the guest was shown: the API refuses
 * (422, errors.refund) rather than cancel for a different refund.
 */
export async function cancelBooking(api: ApiClient, id: number, shownRefund: number) {
  const body = new URLSearchParams({ refund: shownRefund.toFixed(2) });
  return payloadOf(
    await callApi("POST /guest/bookings/{id}/cancel", bookingAnswerSchema, () =>
      api.http.post(`guest/bookings/${id}/cancel`, { body }).json(),
    ),
  );
}
