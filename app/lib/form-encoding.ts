/**
 * What a form post must be: the two encodings an HTML form sends and every action here reads
 * (`request.formData()`). Anything else is refused before an action runs: 415 for another media
 * type (text/plain, JSON, a body without a type), 400 for a multipart body without its boundary.
 * A post with no body and no type is an empty form.
 */
export interface FormRefusal {
  status: 400 | 415;
  message: string;
}

export const UNSUPPORTED_FORM_ENCODING: FormRefusal = { status: 415, message: "Unsupported form encoding" };
export const UNREADABLE_FORM: FormRefusal = { status: 400, message: "The form could not be read" };

export type FormEncoding = "urlencoded" | "multipart" | "empty";

export type FormEncodingVerdict = { encoding: FormEncoding } | { refusal: FormRefusal };

/** Whether the request says it carries a body: a length over 0, or a chunked one. */
export function declaresBody(headers: Headers): boolean {
  return Number(headers.get("Content-Length") ?? 0) > 0 || headers.has("Transfer-Encoding");
}

export function formEncodingOf(headers: Headers): FormEncodingVerdict {
  const contentType = headers.get("Content-Type");
  if (contentType === null && !declaresBody(headers)) return { encoding: "empty" };
  const [mediaType = "", ...parameters] = (contentType ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { encoding: "urlencoded" };
  if (type !== "multipart/form-data") return { refusal: UNSUPPORTED_FORM_ENCODING };
  const boundary = parameters.some((parameter) => /^\s*boundary\s*=\s*\S/i.test(parameter));
  return boundary ? { encoding: "multipart" } : { refusal: UNREADABLE_FORM };
}
