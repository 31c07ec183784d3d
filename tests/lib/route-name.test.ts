import { describe, expect, it } from "vitest";
import { postSectionOf, SECTION_COPY } from "~/lib/post-sections";
import { routeName } from "~/lib/route-name";

describe("route names for the page_view event (SPEC 2)", () => {
  it("the /amp copy has the same name as the page", () => {
    expect(routeName("amp/routes/blog/post")).toBe("routes/blog/post");
    expect(routeName("routes/blog/post")).toBe("routes/blog/post");
    expect(routeName("routes/amp/x")).toBe("routes/amp/x");
  });
});

describe("post sections (SPEC 7: destination when the first path segment is destinations)", () => {
  it("destinations and its /amp copy are destination guides; everything else is the blog", () => {
    expect(postSectionOf("/destinations")).toBe("destinations");
    expect(postSectionOf("/destinations/post/lisbon")).toBe("destinations");
    expect(postSectionOf("/amp/destinations/greece")).toBe("destinations");
    expect(postSectionOf("/blog/destinations")).toBe("blog");
    expect(postSectionOf("/blog")).toBe("blog");
    expect(postSectionOf("/destinations-old")).toBe("blog");
  });

  it("each section's copy", () => {
    expect(SECTION_COPY).toEqual({
      blog: {
        title: "Travel blog",
        eyebrow: "Read",
        intro: "Ideas, tips and stories for your next trip, from people who have been there.",
        description: "Travel ideas, packing lists, food and family tips for holidays in a rented home.",
      },
      destinations: {
        title: "Destination guides",
        eyebrow: "Guides",
        intro: "Where to stay, what to do and how to get around, destination by destination.",
        description: "Destination guides: where to stay, what to see and how to get around.",
      },
    });
  });
});
