import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PropertySummary } from "~/api/schemas";
import { PropertyCard } from "~/components/properties/property-card";

/** A search result as the API sends it: listed at €120 a night; with dates, its stay priced in July. */
const listed: PropertySummary = {
  id: 12,
  slug: "harbour-house",
  title: "Harbour House",
  summary: "",
  destination: { slug: "crete", name: "Crete", country: "Greece" },
  category: null,
  latitude: 35.3,
  longitude: 25.1,
  nightly_price: 120,
  currency: "EUR",
  max_guests: 4,
  bedrooms: 2,
  bathrooms: 1,
  rating: null,
  review_count: 0,
  amenities: [],
  images: [],
};
const inJuly: PropertySummary = { ...listed, stay_total: 812.4, stay_nightly_price: 156 };

function cardHtml(property: PropertySummary, nights?: number): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PropertyCard property={property} nights={nights} />
    </MemoryRouter>,
  );
}

function words(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The card's words as a visitor reads them: the markup without its tags. */
function cardText(property: PropertySummary, nights?: number): string {
  return words(cardHtml(property, nights));
}

/** What a screen reader reads: the words, less those hidden from it (this card's are leaf elements). */
function spokenText(property: PropertySummary): string {
  return words(cardHtml(property).replace(/<(span|svg)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, " "));
}

/** What the eye gets: the words, less the visually hidden ones. */
function shownText(property: PropertySummary): string {
  return words(cardHtml(property).replace(/<span class="sr-only">[\s\S]*?<\/span>/g, " "));
}

describe("a result card's nightly price", () => {
  it("with dates, the stay's average night beside the stay's total, as the quote counts it", () => {
    const text = cardText(inJuly, 4);
    expect(text).toContain("€156 night on average");
    expect(text).toContain("€812 total for 4 nights");
    expect(text).not.toContain("€120");
  });

  it("without dates, the listed nightly price", () => {
    const text = cardText(listed);
    expect(text).toContain("€120 night");
    expect(text).not.toContain("on average");
    expect(text).not.toContain("total for");
  });

  it("an answer without the stay's average keeps the listed price, not called an average", () => {
    const text = cardText({ ...listed, stay_total: 812.4 }, 4);
    expect(text).toContain("€120 night");
    expect(text).not.toContain("on average");
    expect(text).toContain("€812 total for 4 nights");
  });
});

describe("a result card's rating", () => {
  const rated: PropertySummary = { ...listed, rating: 4.75, review_count: 4 };

  it("reads to a screen reader as the figure shown, out of 5, with the number of reviews", () => {
    expect(spokenText(rated)).toContain("Crete, Greece Rated 4.8 out of 5 from 4 reviews Harbour House");
    expect(shownText(rated)).toContain("Crete, Greece 4.8 Harbour House");
    expect(cardHtml(rated)).not.toContain("aria-label");
  });

  it("one review is one review", () => {
    expect(spokenText({ ...rated, review_count: 1 })).toContain("Rated 4.8 out of 5 from 1 review Harbour House");
  });

  it("a home without reviews has no rating to read", () => {
    expect(spokenText(listed)).not.toContain("Rated");
    expect(shownText(listed)).toContain("Crete, Greece Harbour House");
  });
});
