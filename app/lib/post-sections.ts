import { barePath } from "~/lib/amp-path";

export type PostSection = "blog" | "destinations";

/** SPEC 7: destination guides when the first path segment is "destinations" (the /amp prefix aside). */
export function postSectionOf(pathname: string): PostSection {
  return barePath(pathname).split("/")[1] === "destinations" ? "destinations" : "blog";
}

export const SECTION_COPY: Record<PostSection, { title: string; eyebrow: string; intro: string; description: string }> =
  {
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
  };
