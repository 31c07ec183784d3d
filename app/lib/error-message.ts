/**
 * SPEC 8 error-message extraction: from `message` (a string, a list joined by commas, or an
 * object's values joined), or else from `data`, `data.message` or `data.data` (a string or an
 * object's values joined). Returns undefined when nothing readable is there.
 */
export function extractErrorMessage(payload: unknown): string | undefined {
  if (!isRecord(payload)) return typeof payload === "string" && payload ? payload : undefined;
  const fromMessage = readMessage(payload.message);
  if (fromMessage) return fromMessage;
  const data = payload.data;
  if (typeof data === "string") return data || undefined;
  if (isRecord(data)) {
    return readText(data.message) ?? readText(data.data) ?? readText(data);
  }
  return undefined;
}

function readMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) return joinValues(value);
  return readText(value);
}

function readText(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  if (isRecord(value)) return joinValues(Object.values(value));
  return undefined;
}

function joinValues(values: unknown[]): string | undefined {
  const parts = values
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string | number => typeof value === "string" || typeof value === "number")
    .map(String)
    .filter(Boolean);
  return parts.length ? parts.join(", ") : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The field names an API refusal points at: the keys of its `errors` object
 * (`{ message, errors: { field: ["…"] } }`, docs/api.md), in the API's order.
 */
export function extractErrorFields(payload: unknown): string[] {
  // Read with the guards above, like the message: the browser shares this module's words, and
  // zod here would put its whole library in every page that shows one.
  return isRecord(payload) && isRecord(payload.errors) ? Object.keys(payload.errors).filter(Boolean) : [];
}

/**
 * What went wrong, as the visitor is told it. SPEC 8: the API's own messages are only logged;
 * the visitor reads our words for each case.
 */
export type VisitorError =
  | { kind: "wrong-credentials" }
  | { kind: "email-taken" }
  | { kind: "card-declined" }
  | { kind: "invalid-field"; field: string }
  | { kind: "unexpected" };

/** How the visitor knows each field the API may name (an unknown one is read from its name). */
const FIELD_LABELS: Record<string, string> = {
  email: "email address",
  password: "password",
  first_name: "first name",
  last_name: "last name",
  phone: "phone number",
  name: "name",
  code: "code",
  card_number: "card number",
  card_expiry: "card's expiry date",
  card_exp_month: "card's expiry date",
  card_exp_year: "card's expiry date",
  card_cvc: "security code (CVC)",
  payment_method_id: "saved card",
  check_in: "check-in date",
  check_out: "check-out date",
  guests: "number of guests",
  wishlist_id: "wishlist",
  subject: "subject",
  message: "message",
  booking_reference: "booking reference",
  api_key: "API key",
  account_id: "account ID",
  provider: "channel manager",
};

/** The visitor's name for an API field: `card_number` is "card number". */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? (field.replace(/[_.-]+/g, " ").trim() || "highlighted field");
}

export const VISITOR_MESSAGES = {
  "wrong-credentials": "That email address and password do not match. Check both and try again.",
  "email-taken": "That email address is already used by another account. Please use a different one.",
  "card-declined": "Your card was declined, and nothing was charged. Please try another card.",
  unexpected: "Something went wrong with this request. Please reload the page and try again.",
} as const;

/** Fields whose refusal says more than "Please check the …". */
const FIELD_MESSAGES: Record<string, string> = {
  code: "That code does not match. Enter the newest 6-digit code from your authenticator app.",
};

/** Our own words for each case of `VisitorError`; never the API's text. */
export function visitorMessage(error: VisitorError): string {
  if (error.kind === "invalid-field")
    return FIELD_MESSAGES[error.field] ?? `Please check the ${fieldLabel(error.field)}.`;
  return VISITOR_MESSAGES[error.kind];
}

/** An API refusal as `callApi` returns it: the HTTP status and the fields its `errors` named. */
export interface ApiRefusal {
  status: number;
  fields?: readonly string[];
}

export interface RefusalContext {
  /** The call checked an email and password: a 401 means they do not match. */
  credentials?: boolean;
  /** The call saves an email address whose format the site checked first: a refused email is taken. */
  uniqueEmail?: boolean;
}

/**
 * Which case an API refusal is: 401 on a sign-in is wrong credentials, 402 a declined card,
 * a 400 or 422 naming fields is about the first of them (a refused account email is taken, once
 * the site has checked its format), anything else is unexpected.
 */
export function visitorErrorOf(refusal: ApiRefusal, context: RefusalContext = {}): VisitorError {
  if (refusal.status === 401 && context.credentials) return { kind: "wrong-credentials" };
  if (refusal.status === 402) return { kind: "card-declined" };
  const fields = refusal.status === 400 || refusal.status === 422 ? (refusal.fields ?? []) : [];
  if (context.uniqueEmail && fields.includes("email")) return { kind: "email-taken" };
  const [field] = fields;
  if (field) return { kind: "invalid-field", field };
  return { kind: "unexpected" };
}

/** `visitorMessage(visitorErrorOf(refusal, context))`: the words for an API refusal. */
export function visitorMessageOf(refusal: ApiRefusal, context: RefusalContext = {}): string {
  return visitorMessage(visitorErrorOf(refusal, context));
}

/**
 * Our words beside each field of a form that an API refusal (400 or 422) named, for the fields
 * the form has; a refusal naming none of them gives none (the form then says `visitorMessageOf`).
 */
export function visitorFieldErrors<F extends string>(
  refusal: ApiRefusal,
  formFields: readonly F[],
  context: RefusalContext = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (refusal.status !== 400 && refusal.status !== 422) return errors;
  for (const field of formFields) {
    if (!refusal.fields?.includes(field)) continue;
    errors[field] = visitorMessage(
      field === "email" && context.uniqueEmail ? { kind: "email-taken" } : { kind: "invalid-field", field },
    );
  }
  return errors;
}
