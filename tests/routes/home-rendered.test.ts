import { describe, expect, it } from "vitest";
import { elements, links, only, region, words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * Home as the server writes it from the demo API (SPEC 7), through the production build in
 * process: its featured destinations and latest posts are plain links. The loader's queries and
 * how it degrades are tested at the loader: tests/routes/home.test.ts.
 */

const { request } = renderedSite();

describe("home", () => {
  it("its title, the eight featured destinations' rentals and the three latest posts", async () => {
    const answer = await request("/");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(words(only(html, /<title[\s>]/))).toBe("Vacation rentals, holiday homes and villas | Hideaways");

    // The demo's featured destinations (mocks/seed/places.ts), each linking to its rentals.
    const destinations = elements(region(html, "Popular destinations"), /<li[\s>]/).flatMap(links);
    expect(destinations.map((link) => link.href)).toEqual([
      "/rentals/algarve",
      "/rentals/lisbon",
      "/rentals/provence",
      "/rentals/french-alps",
      "/rentals/tuscany",
      "/rentals/amalfi-coast",
      "/rentals/crete",
      "/rentals/mallorca",
    ]);

    // The blog's newest posts (mocks/seed/posts.ts), each linking to the post.
    const posts = elements(region(html, "Latest from the blog"), /<article[\s>]/);
    expect(posts.map((post) => links(post).map((link) => link.href))).toEqual([
      ["/blog/post/what-to-pack-for-a-week-in-algarve"],
      ["/blog/post/travelling-off-season-in-algarve"],
      ["/blog/post/where-to-eat-in-algarve"],
    ]);
  });
});
