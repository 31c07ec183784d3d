import { http } from "msw";
import { type Store, nextId } from "../store";
import { fail, ok, readForm } from "./respond";

const SUBJECTS = ["booking", "payment", "owner", "other"];

/** Designed: POST /contact-messages. */
export function contactHandlers(base: string, store: Store) {
  return [
    http.post(`${base}/contact-messages`, async ({ request }) => {
      const form = await readForm(request);
      const value = (name: string) => form.get(name)?.trim() ?? "";
      const errors: Record<string, string[]> = {};
      if (value("name").length < 2) errors.name = ["Enter your name."];
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value("email"))) errors.email = ["Enter a valid email address."];
      if (!SUBJECTS.includes(value("subject"))) errors.subject = ["Choose a subject."];
      if (value("message").length < 20) errors.message = ["Tell us a little more (at least 20 characters)."];
      if (Object.keys(errors).length) return fail(422, Object.values(errors).flat().join(" "), errors);
      const message = {
        id: nextId(store.contactMessages),
        name: value("name"),
        email: value("email"),
        subject: value("subject"),
        message: value("message"),
        bookingReference: value("booking_reference") || null,
      };
      store.contactMessages.push(message);
      return ok({ id: message.id }, 201);
    }),
  ];
}
