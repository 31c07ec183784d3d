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

  it("each section's title", () => {
    expect(SECTION_COPY.blog.title).toBe("Travel blog");
    expect(SECTION_COPY.destinations.title).toBe("Destination guides");
  });
});
