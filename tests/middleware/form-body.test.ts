import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { formBodyMiddleware } from "~/middleware/form-body.server";
import { methodRefusalMiddleware } from "~/middleware/method-refusal.server";
import { methodRefusalContext, requestBodyContext } from "~/request-context";

type Args = Parameters<typeof formBodyMiddleware>[0];

function args(init: RequestInit, context = new RouterContextProvider()) {
  const request = new Request("http://localhost:3000/login", init);
  return { request, url: new URL(request.url), context, params: {} } as never as Args;
}

/** What a middleware threw: the error page's status and message. */
async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    const page = error as { data: { message: string }; init: { status: number } };
    return { status: page.init.status, message: page.data.message };
  }
  throw new Error("expected a refusal");
}

const next = () => vi.fn(async () => new Response("ok"));
const CUT_MULTIPART = '--edge\r\nContent-Disposition: form-data; name="a"\r\n\r\nb';

describe("form body middleware (issue 18)", () => {
  it("refuses a post that is not a form before the action: 415", async () => {
    const action = next();
    expect(
      await refusal(() =>
        formBodyMiddleware(args({ method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }), action),
      ),
    ).toEqual({ status: 415, message: "Unsupported form encoding" });
    expect(action).not.toHaveBeenCalled();
  });

  it("a multipart body cut short makes the action's formData() throw the 400 page, not a TypeError", async () => {
    const given = args({
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=edge" },
      body: CUT_MULTIPART,
    });
    await formBodyMiddleware(given, next());
    expect(await refusal(() => given.request.formData())).toEqual({
      status: 400,
      message: "The form could not be read",
    });
  });

  it("a good form reads as before", async () => {
    const given = args({
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=edge" },
      body: `${CUT_MULTIPART}\r\n--edge--\r\n`,
    });
    await formBodyMiddleware(given, next());
    expect([...(await given.request.formData())]).toEqual([["a", "b"]]);
  });

  it("a body cut at its size cap keeps the cap's failure", async () => {
    const context = new RouterContextProvider();
    context.set(requestBodyContext, { limitBytes: 10, exceeded: () => true });
    const given = args(
      { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=edge" }, body: CUT_MULTIPART },
      context,
    );
    await formBodyMiddleware(given, next());
    await expect(given.request.formData()).rejects.toThrow(TypeError);
  });

  it("a post with no body and no type is an empty form (a bare logout)", async () => {
    const given = args({ method: "POST" });
    await formBodyMiddleware(given, next());
    expect([...(await given.request.formData())]).toEqual([]);
  });

  it("GET requests pass untouched", async () => {
    const action = next();
    const response = await formBodyMiddleware(args({ method: "GET" }), action);
    expect(action).toHaveBeenCalledOnce();
    expect(response).toBeInstanceOf(Response);
  });
});

describe("method refusal middleware", () => {
  it("a refusal the server put in the context is the error page with its status, before anything runs", async () => {
    const context = new RouterContextProvider();
    context.set(methodRefusalContext, { status: 405, message: "Method not allowed" });
    const page = next();
    expect(await refusal(() => methodRefusalMiddleware(args({ method: "GET" }, context), page))).toEqual({
      status: 405,
      message: "Method not allowed",
    });
    expect(page).not.toHaveBeenCalled();
    const served = next();
    await methodRefusalMiddleware(args({ method: "GET" }), served);
    expect(served).toHaveBeenCalledOnce();
  });
});
