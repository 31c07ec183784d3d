import ky, { HTTPError, type KyInstance } from "ky";
import type { z } from "zod";
import { extractErrorFields, extractErrorMessage } from "~/lib/error-message";
import { UpstreamDeadlineError, UpstreamTooLargeError, boundedFetch } from "./bounded-fetch.server";

/**
 * `error` is the API's own message (SPEC 8): for the logs only, never shown to visitors (they
 * read app/lib/error-message.ts `visitorMessage`). `fields` are the fields its `errors` named.
 */
export type ApiFailure = { success: false; error: string; status: number; fields?: string[] };
export type ApiResult<T> = { success: true; data: T } | ApiFailure;

export interface ApiClientOptions {
  baseUrl: string;
  token?: string;
  /** One deadline for each call's whole answer, headers and body (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** The largest answer body read from the API; a larger one fails the call. */
  maxAnswerBytes?: number;
  /** Sent as X-Request-Id, so the API's logs and ours name the same request. */
  requestId?: string;
  /** Tells the caller the upstream answered 409: the session must end (SPEC 8). */
  onConflict?: () => void;
}

export interface ApiClient {
  http: KyInstance;
  token?: string;
}

export const DEFAULT_MAX_ANSWER_BYTES = 8_000_000;

/**
 * One ky instance per incoming request: SPEC 7 settings, the bearer token and the 409 hook. It is
 * made on the first call, so a request whose answers all come from the cache makes none.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let http: KyInstance | undefined;
  return {
    get http() {
      http ??= createHttp(options);
      return http;
    },
    token: options.token,
  };
}

function createHttp(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    credentials: "include",
    retry: 0,
    // The deadline covers the body too, so it is kept by the fetch below rather than by ky.
    timeout: false,
    fetch: boundedFetch({
      deadlineMs: options.timeoutMs,
      maxBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    }),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set("Accept", "application/json");
          if (options.token) request.headers.set("Authorization", `Bearer ${options.token}`);
          if (options.requestId) request.headers.set("X-Request-Id", options.requestId);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          if (response.status === 409) options.onConflict?.();
        },
      ],
    },
  });
}

const DEFAULT_FAILURE_STATUS = 500;

/**
 * Runs one upstream call and validates its JSON with `schema`. Never throws: a thrown call,
 * an HTTP error or an answer that breaks the contract becomes `{ success: false, error, status }`.
 */
export async function callApi<S extends z.ZodType>(
  label: string,
  schema: S,
  send: () => Promise<unknown>,
): Promise<ApiResult<z.infer<S>>> {
  let body: unknown;
  try {
    body = await send();
  } catch (error) {
    const failure = await describeFailure(error);
    console.error(`[api] ${label} failed (${failure.status}): ${failure.error}`);
    return failure;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  console.error(`[api] ${label} answered outside the contract: ${detail}`);
  return { success: false, error: `Unexpected answer from ${label}`, status: 502 };
}

async function describeFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    const payload: unknown = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const fields = extractErrorFields(payload);
    return {
      success: false,
      status: error.response.status,
      error: extractErrorMessage(payload) ?? error.response.statusText ?? error.message,
      ...(fields.length ? { fields } : {}),
    };
  }
  if (error instanceof UpstreamDeadlineError) {
    return { success: false, status: 504, error: "The product API did not answer in time" };
  }
  if (error instanceof UpstreamTooLargeError) {
    return { success: false, status: 502, error: "The product API's answer was too large" };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { success: false, status: DEFAULT_FAILURE_STATUS, error: message || "Request failed" };
}

/** Unwraps the `data` envelope of a successful answer; failures pass through unchanged. */
export function payloadOf<T>(result: ApiResult<{ data: T }>): ApiResult<T> {
  return result.success ? { success: true, data: result.data.data } : result;
}
