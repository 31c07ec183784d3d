import { type ApiClient, callApi } from "~/api/client.server";
import { contactMessageAnswerSchema } from "~/api/schemas";
import type { ContactForm } from "~/lib/contact-form.server";

/** Designed call: POST /contact-messages with a form body (docs/api.md, Contact). */
export function sendContactMessage(api: ApiClient, form: ContactForm) {
  const body = new URLSearchParams({
    name: form.name,
    email: form.email,
    subject: form.subject,
    message: form.message,
    booking_reference: form.booking_reference ?? "",
  });
  return callApi("POST /contact-messages", contactMessageAnswerSchema, () =>
    api.http.post("contact-messages", { body }).json(),
  );
}
