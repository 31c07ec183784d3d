import { expect, test } from "./support/test";
import { demoData } from "./fixtures";

type Expectation = { path: string; status: number; location?: string; ampLocation?: string };

/** Every row of the SPEC 2 route table, with the status SPEC 2 gives it. */
async function specTable(request: Parameters<typeof demoData>[0]): Promise<Expectation[]> {
  const { property, post, guide, category } = await demoData(request);
  const postCategory = post.category?.slug ?? "travel";
  const guideCategory = guide.category?.slug ?? "guides";
  return [
    { path: "/", status: 200 },
    { path: "/test", status: 200 },
    { path: "/support", status: 200 },
    { path: "/owner-support", status: 200 },
    { path: "/about-us", status: 200 },
    { path: "/contact-us", status: 200 },
    { path: "/login", status: 200 },
    { path: "/login/facebook", status: 200 },
    { path: "/privacy-policy", status: 200 },
    { path: "/terms-and-conditions", status: 200 },
    { path: "/blog", status: 200 },
    { path: "/destinations", status: 200 },
    { path: `/blog/${postCategory}`, status: 200 },
    { path: `/destinations/${guideCategory}`, status: 200 },
    { path: `/blog/post/${post.slug}`, status: 200 },
    { path: `/destinations/post/${guide.slug}`, status: 200 },
    { path: `/blog/${postCategory}/${post.slug}`, status: 301, location: `/blog/post/${post.slug}` },
    { path: `/destinations/${guideCategory}/${guide.slug}`, status: 301, location: `/destinations/post/${guide.slug}` },
    { path: `/blog/${postCategory}/no-such-post-anywhere`, status: 404 },
    { path: "/categories", status: 200 },
    { path: `/categories/${category.id}/${category.slug}`, status: 200 },
    { path: "/properties", status: 200 },
    { path: `/properties/${property.id}`, status: 301, location: `/properties/${property.id}/${property.slug}` },
    { path: `/properties/${property.id}/${property.slug}`, status: 200 },
    { path: `/properties/${property.id}/${property.slug}/checkout`, status: 200 },
    { path: "/checkout", status: 404 },
    { path: "/checkout?id=12", status: 404 },
    {
      path: `/checkout?id=${property.id}&slug=${property.slug}&guests=2`,
      status: 301,
      location: `/properties/${property.id}/${property.slug}/checkout?guests=2`,
    },
    { path: "/rentals/lisbon", status: 200 },
    { path: "/publish-my-property", status: 200 },
    { path: "/upload-my-pricing", status: 200 },
    { path: "/check-in-information", status: 200 },
    { path: "/channel-manager-connection", status: 200 },
    { path: "/interhome/success", status: 200 },
    { path: "/interhome/failure", status: 200 },
    { path: "/sitemap/destinations", status: 200 },
    { path: "/sitemap/destinations/lisbon", status: 200 },
    { path: "/sitemap", status: 200 },
    // Personal pages send logged-out visitors to sign in and back.
    {
      path: "/profile",
      status: 302,
      location: "/login?redirectTo=%2Fprofile",
      ampLocation: "/amp/login?redirectTo=%2Famp%2Fprofile",
    },
    {
      path: "/roles",
      status: 302,
      location: "/login?redirectTo=%2Froles",
      ampLocation: "/amp/login?redirectTo=%2Famp%2Froles",
    },
    { path: "/property", status: 200 },
    {
      path: "/wishlists",
      status: 302,
      location: "/login?redirectTo=%2Fwishlists",
      ampLocation: "/amp/login?redirectTo=%2Famp%2Fwishlists",
    },
    {
      path: "/bookings/1",
      status: 302,
      location: "/login?redirectTo=%2Fbookings%2F1",
      ampLocation: "/amp/login?redirectTo=%2Famp%2Fbookings%2F1",
    },
    {
      path: "/wishlists/1",
      status: 302,
      location: "/login?redirectTo=%2Fwishlists%2F1",
      ampLocation: "/amp/login?redirectTo=%2Famp%2Fwishlists%2F1",
    },
    { path: "/no-page-lives-here", status: 404 },
  ];
}

function withAmp(row: Expectation): Expectation {
  const amp = (path: string) => (path === "/" ? "/amp" : `/amp${path}`);
  return { ...row, path: amp(row.path), location: row.ampLocation ?? (row.location ? amp(row.location) : undefined) };
}

test("every SPEC 2 route answers with its status, bare and under /amp", async ({ request }) => {
  const table = await specTable(request);
  const rows = [...table, ...table.map(withAmp)];
  const failures: string[] = [];
  for (const row of rows) {
    const response = await request.get(row.path, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() !== row.status) failures.push(`${row.path}: ${response.status()} (expected ${row.status})`);
    else if (row.location && location !== row.location)
      failures.push(`${row.path}: Location ${location} (expected ${row.location})`);
  }
  expect(failures).toEqual([]);
  expect(rows.length).toBeGreaterThan(80);
});
