import { describe, expect, it } from "vitest";
import { visitorLocale } from "~/lib/visitor-locale";

describe("the visitor's locale from Accept-Language (issue 18)", () => {
  it("the first language Intl knows, in its canonical form", () => {
    expect(visitorLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(visitorLocale("en-gb")).toBe("en-GB");
    expect(visitorLocale("nb")).toBe("nb");
    expect(visitorLocale("zh-Hant-TW")).toBe("zh-Hant-TW");
  });

  it("by weight, not by position; equal weights keep their order", () => {
    expect(visitorLocale("fr;q=0.5, it;q=0.9, en;q=0.7")).toBe("it");
    expect(visitorLocale("es, pt")).toBe("es");
    expect(visitorLocale("es;q=0, pt;q=0.1")).toBe("pt");
  });

  it("skips what it cannot use: unknown or malformed tags, '*', a weight of 0", () => {
    expect(visitorLocale("xx-YY, de;q=0.5")).toBe("de");
    expect(visitorLocale("a-b, i-klingon, 12, fr-CH;q=0.3")).toBe("fr-CH");
    expect(visitorLocale("*, sv;q=0.2")).toBe("sv");
    expect(visitorLocale("de;q=0")).toBe("en-GB");
  });

  it("falls back to British English without a usable header", () => {
    expect(visitorLocale(null)).toBe("en-GB");
    expect(visitorLocale(undefined)).toBe("en-GB");
    expect(visitorLocale("")).toBe("en-GB");
    expect(visitorLocale("*")).toBe("en-GB");
    expect(visitorLocale("xx, yy;q=0.9")).toBe("en-GB");
    expect(visitorLocale(";;;,,,q=1")).toBe("en-GB");
  });

  it("reads only the start of an overlong header", () => {
    expect(visitorLocale(`${"xx;q=0.1,".repeat(100)}de`)).toBe("en-GB");
  });
});
