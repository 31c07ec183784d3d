import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { bookingAnswerSchema, paymentMethodsAnswerSchema } from "~/api/schemas";

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

/** Designed POST /guest/bookings: form body, Idempotency-Key header so a double submit books once. */
export async function createBooking(api: ApiClient, booking: BookingRequest, idempotencyKey: string) {
  const { payment, ...rest } = booking;
  const body = new URLSearchParams(
    Object.entries({ ...rest, ...payment }).map(([name, value]) => [name, String(value)]),
  );
  return payloadOf(
    await callApi("POST /guest/bookings", bookingAnswerSchema, () =>
      api.http.post("guest/bookings", { body, headers: { "Idempotency-Key": idempotencyKey } }).json(),
    ),
  );
}

export async function getBooking(api: ApiClient, id: number) {
  return payloadOf(
    await callApi("GET /guest/bookings/{id}", bookingAnswerSchema, () => api.http.get(`guest/bookings/${id}`).json()),
  );
}
