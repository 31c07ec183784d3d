import { type Random, slugify } from "../random";
import { DESTINATIONS, type DestinationSeed } from "./places";

export interface PostCategorySeed {
  id: number;
  slug: string;
  name: string;
}

/** Blog categories; 18 and 33 are the ones the blog leaves out by default (SPEC 9). */
export const POST_CATEGORIES: PostCategorySeed[] = [
  { id: 11, slug: "travel-tips", name: "Travel tips" },
  { id: 12, slug: "family-holidays", name: "Family holidays" },
  { id: 13, slug: "food-and-drink", name: "Food and drink" },
  { id: 14, slug: "outdoors", name: "Outdoors" },
  { id: 18, slug: "company-news", name: "Company news" },
  { id: 33, slug: "press", name: "Press" },
  { id: 21, slug: "beach-guides", name: "Beach guides" },
  { id: 22, slug: "city-guides", name: "City guides" },
  { id: 23, slug: "mountain-and-lake-guides", name: "Mountain and lake guides" },
  { id: 24, slug: "countryside-guides", name: "Countryside guides" },
];

export interface PostRecord {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  publishedAt: string;
  destination: boolean;
  categoryId: number;
  published: boolean;
}

const AUTHORS = ["Inês Duarte", "Marco Bellini", "Hannah Price", "Léa Martin", "Niko Papadakis", "Carmen Ruiz"];

type Topic = {
  categoryId: number;
  title: (d: DestinationSeed) => string;
  excerpt: (d: DestinationSeed) => string;
  body: (d: DestinationSeed) => string;
};

const p = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** Replaced by the API's own origin when a post is served, so inline pictures work anywhere. */
export const IMAGE_BASE_TOKEN = "{{IMAGE_BASE}}";

const figure = (name: string, caption: string) =>
  `<figure><img src="${IMAGE_BASE_TOKEN}/images/posts/${name}.svg" alt="${caption}" width="1200" height="800"><figcaption>${caption}</figcaption></figure>`;

const BLOG_TOPICS: Topic[] = [
  {
    categoryId: 11,
    title: (d) => `What to pack for a week in ${d.name}`,
    excerpt: (d) => `A short, tested packing list for ${d.name}, and what your holiday home already has.`,
    body: (d) =>
      p(
        `Holiday homes in ${d.name} come with more than hotels: a kitchen, often a washing machine, sometimes beach towels and a barbecue. That means you can pack less.`,
      ) +
      figure(`${d.slug}-packing`, `Ready for a week in ${d.name}`) +
      `<h2>The essentials</h2>` +
      list([
        "Layers: evenings can be cooler than you expect",
        "Comfortable shoes for cobbles and trails",
        "A refillable water bottle",
        "Plug adapters",
      ]) +
      p(`Ask your host before you go: many leave a welcome basket and can tell you where to buy what you forgot.`),
  },
  {
    categoryId: 14,
    title: (d) => `A perfect day outdoors in ${d.name}`,
    excerpt: (d) => `Morning to sunset in the open air: our favourite day out in ${d.name}.`,
    body: (d) =>
      p(`Start early, while the light is soft and the paths are quiet. ${d.intro}`) +
      `<h2>Morning</h2>` +
      p(`${d.highlights[0] ?? "Explore on foot"}. Take a picnic from the market and find a bench with a view.`) +
      figure(`${d.slug}-outdoors`, `Out and about in ${d.name}`) +
      `<h2>Afternoon and evening</h2>` +
      p(
        `${d.highlights[1] ?? "Slow down"} in the afternoon, then end the day with ${d.highlights[2]?.toLowerCase() ?? "dinner outside"}.`,
      ),
  },
  {
    categoryId: 11,
    title: (d) => `Travelling off-season in ${d.name}`,
    excerpt: (d) =>
      `Fewer crowds, lower prices and a calmer ${d.name}: why the shoulder months may be the best time to go.`,
    body: (d) =>
      p(
        `Most visitors arrive in ${d.name} in July and August. Come in May, June or late September instead and you will find the same light, warmer water than you expect and rentals that cost a third less.`,
      ) +
      `<h2>What stays open</h2>` +
      p(
        `Restaurants that cater to locals stay open all year, and so do most markets. Beach bars and some boat trips close from November, so check before you plan a day around one.`,
      ) +
      `<h2>Three things to do when it is quiet</h2>` +
      list(d.highlights) +
      p(
        `Book a place with heating or a fireplace if you travel in winter: evenings can be cool even in the south. Read our <a href="/support">guest support</a> page for how cancellations work.`,
      ),
  },
  {
    categoryId: 12,
    title: (d) => `${d.name} with children: a family guide`,
    excerpt: (d) => `Where to stay, what to pack and how to keep everyone happy on a family holiday in ${d.name}.`,
    body: (d) =>
      p(
        `Travelling with children changes what makes a good holiday home. In ${d.name} we look for houses with a garden, a washing machine and bedrooms that can be made dark for afternoon naps.`,
      ) +
      `<h2>Days out that work for all ages</h2>` +
      list(d.highlights.map((item) => `${item}, with short walks and places to stop`)) +
      `<h2>Practical tips</h2>` +
      p(
        `Ask your host about cots and high chairs before you arrive; many keep them in storage. Supermarkets close early on Sundays, so shop on Saturday.`,
      ),
  },
  {
    categoryId: 13,
    title: (d) => `Where to eat in ${d.name}`,
    excerpt: (d) => `Markets, family-run kitchens and the dishes you should not leave ${d.name} without trying.`,
    body: (d) =>
      p(
        `Eating well in ${d.name} is less about famous names and more about timing: lunch is the main meal, and the best tables fill up early.`,
      ) +
      `<h2>Start at the market</h2>` +
      p(
        `A morning market visit tells you what is in season. Buy cheese, bread and fruit for a picnic and cook the rest in your holiday kitchen.`,
      ) +
      `<h2>Our favourite moments</h2>` +
      list(d.highlights) +
      p(`Ask your host for their favourite place: the answer is rarely in a guidebook.`),
  },
  {
    categoryId: 14,
    title: (d) => `Five walks around ${d.name}`,
    excerpt: (d) => `From easy strolls to full-day hikes, the best ways to see ${d.name} on foot.`,
    body: (d) =>
      p(`${d.intro} The best way to see it is slowly, on foot, with a picnic in your bag.`) +
      `<h2>Before you set off</h2>` +
      list([
        "Start early in summer to avoid the midday heat",
        "Carry more water than you think you need",
        "Tell your host where you are going",
      ]) +
      `<h2>Walks we love</h2>` +
      list(d.highlights) +
      p(
        `After a long day outside, a house with a hot tub or a fireplace feels like a reward. Filter for them in <a href="/properties">search</a>.`,
      ),
  },
];

const GUIDE_CATEGORY: Record<DestinationSeed["setting"], number> = {
  coast: 21,
  island: 21,
  city: 22,
  mountains: 23,
  lakes: 23,
  countryside: 24,
};

function guideBody(d: DestinationSeed): string {
  return (
    p(d.intro) +
    `<h2>Why go</h2>` +
    p(
      `${d.name} rewards travellers who stay a week rather than a weekend: there is time to settle into a rhythm, find a favourite café and see the places day-trippers miss.`,
    ) +
    `<h2>Highlights</h2>` +
    list(d.highlights) +
    `<h2>Where to stay</h2>` +
    p(
      `Choose a base according to how you like to travel: in town to walk everywhere, or a little outside with a garden and a car. Browse our <a href="/rentals/${d.slug}">rentals in ${d.name}</a>.`,
    ) +
    `<h2>Getting around</h2>` +
    p(
      `A car gives the most freedom, but local buses and trains are reliable for the main sights. Many of our hosts can arrange airport transfers.`,
    )
  );
}

const NEWS_TITLES = [
  {
    categoryId: 18,
    title: "We now list homes across fourteen destinations",
    excerpt: "Our collection has grown to every corner of southern and western Europe we love.",
  },
  {
    categoryId: 18,
    title: "A better way to pay: saved cards and clearer totals",
    excerpt: "Checkout now shows every fee before you pay, and remembers your card if you want it to.",
  },
  {
    categoryId: 18,
    title: "Meet our owner support team",
    excerpt: "The people who help owners publish, price and manage their homes.",
  },
  {
    categoryId: 33,
    title: "Press release: record summer for independent holiday homes",
    excerpt: "Independent owners saw more direct bookings than ever this summer.",
  },
  {
    categoryId: 33,
    title: "Press release: new partnership with a holiday-rental network",
    excerpt: "Thousands more homes, booked with the same care and the same clear prices.",
  },
];

export function seedPosts(random: Random): PostRecord[] {
  const posts: PostRecord[] = [];
  const start = Date.UTC(2026, 10, 15);
  let id = 1;
  const add = (post: Omit<PostRecord, "id" | "publishedAt" | "author" | "published">) => {
    posts.push({
      ...post,
      id,
      author: random.pick(AUTHORS),
      // Spread over two years, newest first.
      publishedAt: new Date(start - (id - 1) * 10 * 86_400_000 - random.int(0, 20) * 3_600_000).toISOString(),
      published: true,
    });
    id += 1;
  };

  for (const [index, destination] of DESTINATIONS.entries()) {
    add({
      slug: slugify(`${destination.name} travel guide`),
      title: `${destination.name} travel guide`,
      excerpt: destination.intro,
      body: guideBody(destination),
      destination: true,
      categoryId: GUIDE_CATEGORY[destination.setting],
    });
    for (const offset of [0, 1, 2]) {
      const topic = BLOG_TOPICS[(index + offset * 2) % BLOG_TOPICS.length];
      if (!topic) continue;
      add({
        slug: slugify(topic.title(destination)),
        title: topic.title(destination),
        excerpt: topic.excerpt(destination),
        body: topic.body(destination),
        destination: false,
        categoryId: topic.categoryId,
      });
    }
  }
  for (const destination of DESTINATIONS.slice(0, 6)) {
    const title = `A long weekend in ${destination.name}`;
    add({
      slug: slugify(title),
      title,
      excerpt: `Three days, one plan: how to spend a long weekend in ${destination.name}.`,
      body: guideBody(destination),
      destination: true,
      categoryId: GUIDE_CATEGORY[destination.setting],
    });
  }
  for (const news of NEWS_TITLES) {
    add({
      slug: slugify(news.title),
      title: news.title,
      excerpt: news.excerpt,
      body:
        p(news.excerpt) +
        p("We will keep improving the site with every season. Tell us what you think through the contact page."),
      destination: false,
      categoryId: news.categoryId,
    });
  }
  // A post whose HTML carries markup the site must strip: the sanitizer's test case.
  add({
    slug: "packing-list-for-a-summer-rental",
    title: "The packing list for a summer rental",
    excerpt: "What to bring, what the house already has, and what to leave at home.",
    body:
      p(
        "Holiday homes come with more than hotels: kitchens, washing machines, often beach towels. Pack light and ask your host what is there.",
      ) +
      `<script>alert("unsafe")</script>` +
      `<p onclick="alert('unsafe')">Bring a reusable water bottle and a small first-aid kit.</p>` +
      `<a href="javascript:alert('unsafe')">A link that must not run code</a>` +
      list(["Swimwear and a sun hat", "Adapters for the sockets", "A good book for the terrace"]),
    destination: false,
    categoryId: 11,
  });
  return posts;
}
