import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from "react-router";
import { NonceProvider } from "~/components/nonce";
import { StylesheetTextProvider } from "~/components/stylesheet";
import { getEnv } from "~/env.server";
import { CoalescingStream } from "~/lib/coalescing-stream.server";
import { deviceClassOf } from "~/lib/device-class";
import { ScriptsAfterPaint } from "~/lib/scripts-after-paint.server";
import { nonceContext, requestBodyContext, requestOriginContext, stylesheetTextContext } from "~/request-context";

// Fail at start-up, not on the first request, when the configuration is wrong.
getEnv();

export const streamTimeout = 5_000;

/**
 * Errors worth a log line: not a request the visitor abandoned, and not a refusal the router
 * answers itself (a POST to a page without an action, 405; a cross-site form post, 400), which is
 * the visitor's doing, already shows the error page, and would otherwise let anyone fill the log
 * with stack traces.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A body cut at its cap fails whatever reads it; the visitor gets the 413 page.
  if (context.get(requestBodyContext).exceeded()) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(nonceContext);
  // Crawlers and bots get the whole page at once; people get the shell as soon as it is ready.
  // The same class the root loader chose the layout by, so a cached bot copy is the whole page.
  const waitForAll =
    deviceClassOf(request, loadContext.get(requestOriginContext)).deviceClass === "bot" || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const onReady = () => {
      shellRendered = true;
      // One chunk per turn of the event loop, not one per piece React writes (see CoalescingStream).
      const body = new CoalescingStream({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      // The page's scripts start once it has painted (docs/decisions/024-scripts-after-paint.md).
      const page = body.pipe(new ScriptsAfterPaint());
      resolve(
        new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }),
      );
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={loadContext.get(stylesheetTextContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error("The page shell could not render", { cause: error }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
