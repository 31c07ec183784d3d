import { describe, expect, it } from "vitest";
import {
  bookingSchema,
  categorySchema,
  destinationSchema,
  paymentMethodSchema,
  postBySlugAnswerSchema,
  postSchema,
  propertySchema,
  propertySummarySchema,
  signedInUserSchema,
  vendorPropertySchema,
  wishlistSchema,
} from "~/api/schemas";
import { TEST_NOW, day, yearFromNow } from "../support/clock";

const summary = {
  id: 9,
  slug: "sea-view",
  title: "Sea view flat",
  destination: { slug: "lisbon", name: "Lisbon", country: "Portugal" },
  latitude: 38.7,
  longitude: -9.1,
  nightly_price: 120,
  currency: "EUR",
  max_guests: 4,
  bedrooms: 2,
  bathrooms: 1,
  rating: 4.5,
  review_count: 12,
};

describe("post answers (SPEC 3)", () => {
  const full = {
    id: 1,
    slug: "packing",
    title: "Packing light",
    excerpt: "Less is more.",
    body: "<p>Body</p>",
    image_url: "/images/p.svg",
    author: { name: "Rita" },
    published_at: TEST_NOW.toISOString(),
    destination: 1,
    category: { id: 4, slug: "tips", name: "Tips" },
  };

  it("keeps every field the API sends", () => {
    expect(postSchema.parse(full)).toEqual({ ...full, destination: true });
  });

  it("missing or null optional fields read as empty text or null", () => {
    const bare = { id: 1, slug: "packing", title: "Packing light", destination: 0 };
    const empty = {
      ...bare,
      destination: false,
      excerpt: "",
      body: "",
      image_url: "",
      author: null,
      published_at: null,
      category: null,
    };
    expect(postSchema.parse(bare)).toEqual(empty);
    expect(
      postSchema.parse({
        ...bare,
        excerpt: null,
        body: null,
        image_url: null,
        author: null,
        published_at: null,
        category: null,
      }),
    ).toEqual(empty);
  });

  it("SPEC 7: the by-slug answer is read as data, or as the post itself", () => {
    expect(postBySlugAnswerSchema.parse({ data: full })).toEqual({ ...full, destination: true });
    expect(postBySlugAnswerSchema.parse(full)).toEqual({ ...full, destination: true });
  });
});

describe("account answers", () => {
  it("a signed-in user keeps names and phone; missing ones are null", () => {
    const user = {
      id: 5,
      first_name: "Ana",
      last_name: "Sousa",
      email: "ana@x.pt",
      phone: "+351 900",
      is_agent: 0,
      is_owner: 1,
      is_user: true,
    };
    expect(signedInUserSchema.parse(user)).toEqual({ ...user, is_agent: false, is_owner: true, is_user: true });
    expect(signedInUserSchema.parse({ id: 5, is_agent: 0, is_owner: 0, is_user: 0 })).toEqual({
      id: 5,
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      is_agent: false,
      is_owner: false,
      is_user: false,
    });
  });

  it("a wishlist without properties has none", () => {
    expect(wishlistSchema.parse({ id: 1, name: "Summer" })).toEqual({ id: 1, name: "Summer", properties: [] });
  });

  it("a saved card's last4 is exactly four digits", () => {
    const card = { id: "pm_1", brand: "visa", last4: "4242", exp_month: 12, exp_year: yearFromNow(3) };
    expect(paymentMethodSchema.parse(card)).toEqual({ ...card, holder: "" });
    for (const last4 of ["42424", "x4242", "4242x", "424"])
      expect(paymentMethodSchema.safeParse({ ...card, last4 }).success, last4).toBe(false);
  });
});

describe("property and place answers", () => {
  it("a summary's missing lists and texts read as empty; its category is kept or null", () => {
    expect(propertySummarySchema.parse(summary)).toEqual({
      ...summary,
      summary: "",
      category: null,
      amenities: [],
      images: [],
    });
    const category = { id: 2, slug: "villas", name: "Villas" };
    expect(propertySummarySchema.parse({ ...summary, category }).category).toEqual(category);
  });

  it("a property's missing details read as empty, with the default check-in and check-out times", () => {
    expect(propertySchema.parse(summary)).toMatchObject({
      description: "",
      house_rules: [],
      check_in_time: "15:00",
      check_out_time: "10:00",
      cancellation_policy: "",
      reviews: [],
      review_categories: [],
      host: null,
      amenities: [],
      summary: "",
    });
  });

  it("a host's unknown picture, start and answers read as null; a start that is not a day is refused", () => {
    expect(propertySchema.parse({ ...summary, host: { first_name: "Olivia" } }).host).toEqual({
      first_name: "Olivia",
      avatar_url: null,
      joined_at: null,
      response_rate: null,
      response_time: null,
    });
    expect(() => propertySchema.parse({ ...summary, host: { first_name: "Olivia", joined_at: "2019" } })).toThrow();
  });

  it("a destination's missing intro and highlights read as empty", () => {
    const destination = { slug: "lisbon", name: "Lisbon", country: "Portugal", image_url: "/d.svg" };
    expect(destinationSchema.parse(destination)).toEqual({ ...destination, intro: "", highlights: [] });
    expect(categorySchema.parse({ id: 1, slug: "villas", name: "Villas" })).toEqual({
      id: 1,
      slug: "villas",
      name: "Villas",
      description: "",
      image_url: "",
    });
  });

  it("a vendor's property: no check-in information and no rates unless said; rate counts from 0", () => {
    expect(vendorPropertySchema.parse(summary)).toMatchObject({ has_check_in_information: false, rate_count: 0 });
    expect(vendorPropertySchema.parse({ ...summary, rate_count: 3 }).rate_count).toBe(3);
    expect(vendorPropertySchema.safeParse({ ...summary, rate_count: -1 }).success).toBe(false);
  });

  it("a booking is confirmed, pending or cancelled", () => {
    const booking = {
      id: 1,
      reference: "HB-100001",
      property_id: 9,
      check_in: day(10),
      check_out: day(12),
      guests: 2,
      total: 300,
      currency: "EUR",
      guest: { first_name: "A", last_name: "B", email: "a@b.c" },
      created_at: TEST_NOW.toISOString(),
    };
    for (const status of ["confirmed", "pending", "cancelled"])
      expect(bookingSchema.parse({ ...booking, status }).status).toBe(status);
    expect(bookingSchema.safeParse({ ...booking, status: "" }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...booking, status: "refunded" }).success).toBe(false);
  });
});
