/**
 * fetch with one deadline for the whole answer, headers and body, and a cap on the body's size.
 * ky's own timeout ends when the headers arrive; an API that then stalls, or streams without
 * end, would hold the page or fill the memory. Past either limit the call fails like a network
 * error, with one of the errors below, and the page degrades as it does for any failed call.
 */
export class UpstreamDeadlineError extends Error {
  override name = "UpstreamDeadlineError";
  constructor(readonly deadlineMs: number) {
    super(`The product API did not answer within ${deadlineMs} ms`);
  }
}

export class UpstreamTooLargeError extends Error {
  override name = "UpstreamTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`The product API's answer was larger than ${maxBytes} bytes`);
  }
}

export interface FetchLimits {
  deadlineMs: number;
  maxBytes: number;
}

export function boundedFetch({ deadlineMs, maxBytes }: FetchLimits): typeof fetch {
  return async (input, init) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new UpstreamDeadlineError(deadlineMs)), deadlineMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal });
    } catch (error) {
      clearTimeout(timer);
      throw deadline.signal.aborted ? deadline.signal.reason : error;
    }
    const declared = Number(response.headers.get("Content-Length"));
    if (declared > maxBytes) {
      clearTimeout(timer);
      await response.body?.cancel();
      throw new UpstreamTooLargeError(maxBytes);
    }
    if (!response.body) {
      clearTimeout(timer);
      return response;
    }
    return new Response(limitBody(response.body, maxBytes, deadline, timer), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The body, passed through while it stays under `maxBytes` and the deadline; the timer ends with it. */
function limitBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  deadline: AbortController,
  timer: ReturnType<typeof setTimeout>,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let received = 0;
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
    clearTimeout(timer);
    controller.error(error);
    void reader.cancel(error).catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          clearTimeout(timer);
          controller.close();
          return;
        }
        received += value.byteLength;
        if (received > maxBytes) return fail(controller, new UpstreamTooLargeError(maxBytes));
        controller.enqueue(value);
      } catch (error) {
        fail(controller, deadline.signal.aborted ? deadline.signal.reason : error);
      }
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
