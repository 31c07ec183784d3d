import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/properties/property-redirect";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs, thrown } from "./route-helpers";

const { server } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

describe("/properties/{id} (SPEC 2 named redirect rule)", () => {
  it("fetches the property and redirects 301 to /properties/{id}/{slug}, keeping the query", async () => {
    const answer = (await (await fetch(`${API}/properties/12`)).json()) as { data: { slug: string } };
    const response = await loader(loaderArgs("/properties/12?guests=2", { id: "12" }));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/properties/12/${answer.data.slug}?guests=2`);
  });

  it("is a 404 for an unknown property, without calling the API for a non-numeric id", async () => {
    expect((await thrown(() => loader(loaderArgs("/properties/999999", { id: "999999" })))).status).toBe(404);
    let called = false;
    server.use(
      http.get(`${API}/properties/:id`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    expect((await thrown(() => loader(loaderArgs("/properties/abc", { id: "abc" })))).status).toBe(404);
    expect(called).toBe(false);
    expect(logs.take()).toEqual(["error: [api] GET /properties/{id} failed (404): Property not found."]);
  });

  it("an upstream fault is a 502 page, not a crash", async () => {
    server.use(http.get(`${API}/properties/:id`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    expect((await thrown(() => loader(loaderArgs("/properties/3", { id: "3" })))).status).toBe(502);
    expect(logs.take()).toEqual(["error: [api] GET /properties/{id} failed (503): down"]);
  });
});
