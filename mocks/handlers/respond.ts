import { HttpResponse } from "msw";
import { type Store, type UserRecord, userForRequest } from "../store";

export function ok(data: unknown, status = 200) {
  return HttpResponse.json({ data }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

export function unauthorized() {
  return fail(401, "Unauthenticated.");
}

export function notFound(what: string) {
  return fail(404, `${what} not found.`);
}

/** Reads a whole-number query parameter; undefined when absent, NaN when malformed. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    entities: items.slice((page - 1) * perPage, page * perPage),
    pagination: { current_page: page, per_page: perPage, total, last_page: lastPage },
  };
}

/** page/per_page with defaults; an error response when they are not sensible. */
export function pageParams(
  url: URL,
  defaultPerPage: number,
  maxPerPage = 100,
): { page: number; perPage: number } | Response {
  const page = intParam(url, "page") ?? 1;
  const perPage = intParam(url, "per_page") ?? defaultPerPage;
  if (!Number.isInteger(page) || page < 1)
    return fail(422, "The page must be a positive whole number.", { page: ["Invalid page."] });
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxPerPage) {
    return fail(422, `per_page must be between 1 and ${maxPerPage}.`, { per_page: ["Invalid page size."] });
  }
  return { page, perPage };
}

/** A JSON field as form text: strings, numbers and booleans as written, null as ""; an object or array is no text (null). */
function jsonFieldText(value: unknown): string | null {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/** A form or JSON body as form fields; a JSON object or array value is left out, so its rule finds the field missing. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("Content-Type") ?? "";
  const text = await request.text();
  if (type.includes("application/json")) {
    const body = JSON.parse(text || "{}") as Record<string, unknown>;
    const fields: [string, string][] = [];
    for (const [key, value] of Object.entries(body)) {
      const fieldText = jsonFieldText(value);
      if (fieldText !== null) fields.push([key, fieldText]);
    }
    return new URLSearchParams(fields);
  }
  return new URLSearchParams(text);
}

/** The signed-in user, or a 401 answer. */
export function requireUser(store: Store, request: Request): UserRecord | Response {
  const token = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (token && store.replacedTokens.has(token)) return fail(409, "This session was replaced by a newer sign-in.");
  return userForRequest(store, request) ?? unauthorized();
}

export function originOf(request: Request, base: string): string {
  const basePath = new URL(base).pathname.replace(/\/+$/, "");
  return `${new URL(request.url).origin}${basePath}`;
}
