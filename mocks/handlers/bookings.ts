import { http } from "msw";
import { passwordLink, sendMail } from "../outbox";
import { quoteFor, stayErrors } from "../pricing";
import { createSerializers } from "../serialize";
import { type Store, type UserRecord, listedProperty, nextId } from "../store";
import { isCardNumber } from "../validation/card-number";
import { fail, notFound, ok, originOf, readForm, requireUser } from "./respond";

/**
 * Designed: POST /guest/bookings (a signed-in guest, idempotent), POST /bookings (a visitor
 * who is not signed in, by email, idempotent) and GET /guest/bookings/{id}.
 */
export function bookingHandlers(base: string, store: Store) {
  const findByEmail = (email: string) =>
    store.users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

  /** A visitor's booking joins the account with that email, or a guest account opened for it (no token either way). */
  const accountFor = (email: string, firstName: string, lastName: string): { user: UserRecord; opened: boolean } => {
    const existing = findByEmail(email);
    if (existing) return { user: existing, opened: false };
    const user: UserRecord = {
      id: nextId(store.users),
      email: email.trim(),
      password: crypto.randomUUID(),
      first_name: firstName,
      last_name: lastName,
      phone: null,
      is_agent: 0,
      is_owner: 0,
      is_user: 1,
    };
    store.users.push(user);
    return { user, opened: true };
  };

  /** The rules both booking calls share (docs/api.md, "POST /guest/bookings"), in their order. */
  async function book(request: Request, signedIn: UserRecord | null) {
    const key = request.headers.get("Idempotency-Key");
    if (!key) return fail(400, "An Idempotency-Key header is required.");
    const serialize = createSerializers(store, originOf(request, base));
    const earlier = store.idempotency.get(key);
    if (earlier !== undefined) {
      const booking = store.bookings.find((candidate) => candidate.id === earlier);
      if (booking) return ok(serialize.booking(booking), 201);
    }
    const form = await readForm(request);
    const property = listedProperty(store, form.get("property_id"));
    if (!property) return fail(422, "Choose a property.", { property_id: ["Unknown property."] });
    const checkIn = form.get("check_in");
    const checkOut = form.get("check_out");
    const guests = Number(form.get("guests") ?? "0");
    const errors: Record<string, string[]> = { ...(stayErrors(property, checkIn, checkOut, guests) ?? {}) };
    for (const field of ["first_name", "last_name", "email"] as const) {
      if (!form.get(field)?.trim()) errors[field] = ["This field is required."];
    }
    const savedCard = form.get("payment_method_id");
    const cardNumber = (form.get("card_number") ?? "").replace(/\D/g, "");
    if (savedCard) {
      if (!signedIn) errors.payment_method_id = ["Sign in to pay with a saved card."];
      else if (!store.paymentMethods.some((method) => String(method.id) === savedCard && method.userId === signedIn.id))
        errors.payment_method_id = ["Choose one of your saved cards."];
    } else if (!isCardNumber(cardNumber)) {
      errors.card_number = ["Check the card number."];
    }
    if (Object.keys(errors).length) return fail(422, "Please check the highlighted fields.", errors);
    if (!savedCard && cardNumber.endsWith("0002")) return fail(402, "Your card was declined.");
    const quote = quoteFor(store, property, checkIn!, checkOut!, guests);
    if (!quote.available) {
      return fail(422, "These dates are no longer available.", {
        check_in: ["These dates are no longer available."],
      });
    }
    const guest = {
      first_name: form.get("first_name")!.trim(),
      last_name: form.get("last_name")!.trim(),
      email: form.get("email")!.trim(),
    };
    const account = signedIn
      ? { user: signedIn, opened: false }
      : accountFor(guest.email, guest.first_name, guest.last_name);
    const user = account.user;
    const id = nextId(store.bookings);
    const booking = {
      id,
      reference: `HB-${String(100000 + id)}`,
      userId: user.id,
      propertyId: property.id,
      checkIn: checkIn!,
      checkOut: checkOut!,
      guests,
      total: quote.total,
      currency: quote.currency,
      guest,
      createdAt: new Date().toISOString(),
      bookedOn: store.today.toISOString().slice(0, 10),
      price: {
        nights: quote.nights,
        nightly_price: quote.nightly_price,
        subtotal: quote.subtotal,
        cleaning_fee: quote.cleaning_fee,
        extra_guest_fee: quote.extra_guest_fee,
        service_fee: quote.service_fee,
        taxes: quote.taxes,
        total: quote.total,
      },
      status: "confirmed" as const,
      cancellation: null,
    };
    store.bookings.push(booking);
    store.idempotency.set(key, id);
    sendMail(store, {
      to: guest.email,
      subject: `Your booking ${booking.reference} is confirmed`,
      text: account.opened
        ? `${property.title}, ${booking.checkIn} to ${booking.checkOut}. We opened an account for you: open the link to choose your password and find your trip.`
        : `${property.title}, ${booking.checkIn} to ${booking.checkOut}.`,
      link: account.opened ? passwordLink(store, user) : null,
    });
    return ok(serialize.booking(booking), 201);
  }

  return [
    http.post(`${base}/guest/bookings`, ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      return book(request, user);
    }),

    // The same answer whether or not the email has an account: nothing here says which it was.
    http.post(`${base}/bookings`, ({ request }) => book(request, null)),

    http.get(`${base}/guest/bookings/:id`, ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const booking = store.bookings.find(
        (candidate) => candidate.id === Number(params.id) && candidate.userId === user.id,
      );
      return booking ? ok(createSerializers(store, originOf(request, base)).booking(booking)) : notFound("Booking");
    }),
  ];
}
