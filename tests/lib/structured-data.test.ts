import { describe, expect, it } from "vitest";
import type { Post, Property } from "~/api/schemas";
import { postStructuredData } from "~/lib/post-structured-data";
import { propertyStructuredData } from "~/lib/property-structured-data";
import { TEST_NOW } from "../support/clock";

const site = { url: "https://hideaways.example", name: "Hideaways", description: "", separator: "|" };
const post: Post = {
  id: 1,
  slug: "packing",
  title: "Packing light",
  excerpt: "Less is more.",
  body: "",
  image_url: "https://hideaways.example/p.svg",
  author: { name: "Rita" },
  published_at: TEST_NOW.toISOString(),
  destination: false,
  category: { id: 4, slug: "tips", name: "Tips" },
};

describe("post JSON-LD", () => {
  it("a blog post: the article and Home > Travel blog > category > post", () => {
    const url = "https://hideaways.example/blog/post/packing";
    expect(postStructuredData(post, site, url)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: "Packing light",
        description: "Less is more.",
        image: ["https://hideaways.example/p.svg"],
        datePublished: TEST_NOW.toISOString(),
        author: { "@type": "Person", name: "Rita" },
        publisher: { "@type": "Organization", name: "Hideaways", url: "https://hideaways.example" },
        mainEntityOfPage: url,
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://hideaways.example/" },
          { "@type": "ListItem", position: 2, name: "Travel blog", item: "https://hideaways.example/blog" },
          { "@type": "ListItem", position: 3, name: "Tips", item: "https://hideaways.example/blog/tips" },
          { "@type": "ListItem", position: 4, name: "Packing light", item: url },
        ],
      },
    ]);
  });

  it("a destination guide without picture, date, author or category", () => {
    const guide = { ...post, destination: true, image_url: "", published_at: null, author: null, category: null };
    const [article, breadcrumbs] = postStructuredData(
      guide,
      site,
      "https://hideaways.example/destinations/post/packing",
    );
    expect(article).toMatchObject({ image: undefined, datePublished: undefined, author: undefined });
    expect(breadcrumbs?.itemListElement?.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", "https://hideaways.example/"],
      ["Destination guides", "https://hideaways.example/destinations"],
      ["Packing light", "https://hideaways.example/destinations/post/packing"],
    ]);
  });
});

const property: Property = {
  id: 9,
  slug: "sea-view",
  title: "Sea view flat",
  summary: "Bright flat above the bay.",
  destination: { slug: "lisbon", name: "Lisbon", country: "Portugal" },
  category: null,
  latitude: 38.7,
  longitude: -9.1,
  nightly_price: 120,
  currency: "EUR",
  max_guests: 4,
  bedrooms: 2,
  bathrooms: 1.5,
  rating: 4.6,
  review_count: 12,
  amenities: ["Wifi", "Pool"],
  images: [
    { url: "https://api.test/a.svg", alt: "" },
    { url: "https://api.test/b.svg", alt: "Pool" },
  ],
  description: "",
  house_rules: [],
  check_in_time: "15:00",
  check_out_time: "10:00",
  cancellation_policy: "",
  reviews: [],
  review_categories: [],
  host: null,
};

describe("property JSON-LD", () => {
  it("a VacationRental with its place, capacity, amenities, photos and rating", () => {
    const url = "https://hideaways.example/properties/9/sea-view";
    expect(propertyStructuredData(property, url)).toEqual({
      "@context": "https://schema.org",
      "@type": "VacationRental",
      name: "Sea view flat",
      description: "Bright flat above the bay.",
      url,
      image: ["https://api.test/a.svg", "https://api.test/b.svg"],
      identifier: "9",
      latitude: 38.7,
      longitude: -9.1,
      address: { "@type": "PostalAddress", addressLocality: "Lisbon", addressCountry: "Portugal" },
      containsPlace: {
        "@type": "Accommodation",
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1.5,
        occupancy: { "@type": "QuantitativeValue", value: 4 },
        amenityFeature: [
          { "@type": "LocationFeatureSpecification", name: "Wifi", value: true },
          { "@type": "LocationFeatureSpecification", name: "Pool", value: true },
        ],
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 12, bestRating: 5 },
    });
  });

  it("no rating without reviews or without a rating", () => {
    expect(propertyStructuredData({ ...property, review_count: 0 }, "u")).not.toHaveProperty("aggregateRating");
    expect(propertyStructuredData({ ...property, rating: null }, "u")).not.toHaveProperty("aggregateRating");
    expect(propertyStructuredData({ ...property, rating: 0, review_count: 1 }, "u")).toHaveProperty(
      "aggregateRating.ratingValue",
      0,
    );
  });
});
