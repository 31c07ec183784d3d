import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "~/lib/origin-check";

const request = (method: string, headers: Record<string, string> = {}, url = "http://localhost:3000/consent") =>
  new Request(url, { method, headers });
const trusted = ["https://www.hideaways.example/"];

describe("cross-site request check (DESIGN: actions reject a cross-site Origin)", () => {
  it("reads are never refused, whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"])
      expect(
        isCrossSiteRequest(
          request(method, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
          trusted,
        ),
        method,
      ).toBe(false);
  });

  it("a write from the request's own origin or a trusted one goes through", () => {
    expect(isCrossSiteRequest(request("POST", { Origin: "http://localhost:3000" }), trusted)).toBe(false);
    expect(isCrossSiteRequest(request("POST", { Origin: "https://www.hideaways.example" }), trusted)).toBe(false);
    expect(isCrossSiteRequest(request("DELETE", { Origin: "https://www.hideaways.example" }), trusted)).toBe(false);
  });

  it("a write from anywhere else, or from an opaque 'null' origin, is refused", () => {
    expect(isCrossSiteRequest(request("POST", { Origin: "https://evil.example" }), trusted)).toBe(true);
    expect(isCrossSiteRequest(request("POST", { Origin: "http://localhost:3001" }), trusted)).toBe(true);
    expect(isCrossSiteRequest(request("PUT", { Origin: "https://hideaways.example" }), trusted)).toBe(true);
    expect(isCrossSiteRequest(request("POST", { Origin: "null" }, "http://localhost:3000/x"), [])).toBe(true);
  });

  it("without Origin, Sec-Fetch-Site decides: cross-site and same-site are refused", () => {
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "cross-site" }), trusted)).toBe(true);
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "same-site" }), trusted)).toBe(true);
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "same-origin" }), trusted)).toBe(false);
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "none" }), trusted)).toBe(false);
    expect(isCrossSiteRequest(request("POST"), trusted)).toBe(false);
  });
});
