import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader as quoteLoader } from "~/routes/properties/property-quote";
import { day, stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs, thrown } from "./route-helpers";

const { server, requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

type Answer = {
  data: {
    stay: { values: { check_in: string; check_out: string; guests: string }; errors: Record<string, string> };
    quote: { check_in: string; check_out: string; guests: number; nights: number } | null;
    quoteError: string | null;
  };
  init: { headers: Record<string, string> } | null;
};

async function quoteOf(query: string, id = "9"): Promise<Answer> {
  return (await quoteLoader(
    loaderArgs(`/properties/${id}/any-slug/quote?${query}`, { id, slug: "any-slug" }),
  )) as never;
}

describe("GET /properties/{id}/{slug}/quote (the booking box's quote route)", () => {
  it("asks the API for the stay's quote and answers with it, naming the stay it was worked out for", async () => {
    const stay = stayDates(98, 5);
    const answer = await quoteOf(new URLSearchParams({ ...stay, guests: "3" }).toString());
    expect(requests.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      `/properties/9/quote?${new URLSearchParams({ ...stay, guests: "3" })}`,
    ]);
    expect(answer.data.stay).toEqual({ values: { ...stay, guests: "3" }, errors: {} });
    expect(answer.data.quote).toMatchObject({ ...stay, guests: 3, nights: 5 });
    expect(answer.data.quoteError).toBeNull();
  });

  it("is public for as long as the property page is (the same stay, the same answer for everyone)", async () => {
    const answer = await quoteOf(new URLSearchParams({ ...stayDates(98, 2), guests: "2" }).toString());
    expect(answer.init?.headers).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    });
  });

  it("guests left out are 2, in the quote call and in the stay it answers for", async () => {
    const stay = stayDates(98, 2);
    const answer = await quoteOf(new URLSearchParams(stay).toString());
    expect(requests[0]?.searchParams.get("guests")).toBe("2");
    expect(answer.data.stay.values).toEqual({ ...stay, guests: "2" });
  });

  it("dates in the wrong order are the stay's field error, with no API call", async () => {
    const answer = await quoteOf(`check_in=${day(100)}&check_out=${day(98)}&guests=2`);
    expect(requests).toEqual([]);
    expect(answer.data.stay).toEqual({
      values: { check_in: day(100), check_out: day(98), guests: "2" },
      errors: { check_out: "Check-out must be after check-in." },
    });
    expect(answer.data.quote).toBeNull();
    expect(answer.data.quoteError).toBeNull();
  });

  it("an API that cannot answer is our own sentence, not a crash", async () => {
    server.use(http.get(`${API}/properties/9/quote`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const answer = await quoteOf(new URLSearchParams(stayDates(98, 2)).toString());
    expect(answer.data.quote).toBeNull();
    expect(answer.data.quoteError).toBe("The price could not be worked out right now. Please try again.");
    expect(logs.take()).toEqual(["error: [api] GET /properties/{id}/quote failed (503): down"]);
  });

  it("a stay the API refuses (422) is told in our words for the field it named, never the API's sentence", async () => {
    server.use(
      http.get(`${API}/properties/9/quote`, () =>
        HttpResponse.json(
          { message: "Stays starting on this day are at least 7 nights.", errors: { check_out: ["Too short."] } },
          { status: 422 },
        ),
      ),
    );
    const answer = await quoteOf(new URLSearchParams(stayDates(98, 2)).toString());
    expect(answer.data.quote).toBeNull();
    expect(answer.data.quoteError).toBe("Please check the check-out date.");
    expect(logs.take()).toEqual([
      "error: [api] GET /properties/{id}/quote failed (422): Stays starting on this day are at least 7 nights.",
    ]);
  });

  it("an id that is not a number is a 404 'Property not found', with no API call", async () => {
    expect(await thrown(() => quoteOf(new URLSearchParams(stayDates(98, 2)).toString(), "abc"))).toMatchObject({
      status: 404,
      data: { message: "Property not found" },
    });
    expect(requests).toEqual([]);
  });
});
