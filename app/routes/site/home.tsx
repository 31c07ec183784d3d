import type { Route } from "./+types/home";
import { listDestinations } from "~/api/destinations.server";
import { listPosts } from "~/api/posts.server";
import { DestinationCard } from "~/components/blog/destination-card";
import { HeroScene } from "~/components/hero-scene";
import { PostCard } from "~/components/blog/post-card";
import { SearchBar } from "~/components/search-bar";
import { useUi } from "~/components/ui-state";
import { HOME_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { apiContext } from "~/request-context";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: HOME_LAYOUTS };

export const headers = routeHeaders("public-page", "home");

const FEATURED_DESTINATIONS = 8;
const LATEST_POSTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  // Both sections are independent: fetch them side by side, and let each fail on its own.
  const [destinations, posts] = await Promise.all([
    listDestinations(api),
    listPosts(api, { destination: false, page: 1 }),
  ]);
  return {
    destinations: destinations.success ? destinations.data.entities.slice(0, FEATURED_DESTINATIONS) : null,
    // Cards show the excerpt; the article bodies stay on the server.
    posts: posts.success ? posts.data.entities.slice(0, LATEST_POSTS).map((post) => ({ ...post, body: "" })) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Vacation rentals, holiday homes and villas",
    description:
      "Find handpicked holiday homes, villas and cabins with clear prices and local guides. Search by destination, dates and guests.",
  });

const PROMISES = [
  {
    title: "Every home checked",
    text: "We visit or video-call every owner before a listing goes live, and guests review every stay.",
  },
  {
    title: "The price you see",
    text: "Cleaning, service fees and taxes are in the total before you pay. No surprises at checkout.",
  },
  {
    title: "People who answer",
    text: "Our support team knows the places we list and answers within hours, every day of the year.",
  },
];

function SectionHeading({ title, link }: { title: string; link?: { to: string; label: string } }) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
      {link ? (
        <PageLink
          to={link.to}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {link.label}
        </PageLink>
      ) : null}
    </div>
  );
}

function Unavailable({ what }: { what: string }) {
  return (
    <p role="status" className="mt-6 rounded-2xl border border-line bg-surface px-5 py-4 text-sm text-muted">
      {what} cannot be shown right now. Please try again in a moment.
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { destinations, posts } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <HeroScene />
        <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 sm:pt-24 sm:pb-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            Find a holiday home that feels like yours
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            Cabins, villas and seaside houses, chosen with care, with the full price up front.
          </p>
          <div className="mt-8">
            <SearchBar />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6" aria-label="Popular destinations">
        <SectionHeading title="Popular destinations" link={{ to: "/destinations", label: "All destination guides" }} />
        {destinations === null ? (
          <Unavailable what="Destinations" />
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {destinations.map((destination) => (
              <li key={destination.slug}>
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6" aria-label="Why book with us">
        <ul className="grid gap-4 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-[var(--radius-card)] bg-brand-50 p-6">
              <h2 className="text-lg font-semibold text-brand-800">{promise.title}</h2>
              <p className="mt-2 text-sm text-ink/80">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6" aria-label="Latest from the blog">
        <SectionHeading title="Latest from the blog" link={{ to: "/blog", label: "Read the blog" }} />
        {posts === null ? (
          <Unavailable what="Blog posts" />
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-ink px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-2xl font-bold">Own a holiday home?</h2>
            <p className="mt-2 max-w-xl text-white/80">
              List it for free, set your own prices and reach travellers looking for a place like yours.
            </p>
          </div>
          <button
            type="button"
            className="btn bg-white text-ink hover:bg-brand-50"
            onClick={() => ui.listYourProperty.setOpen(true)}
          >
            List your property
          </button>
        </div>
      </section>
    </>
  );
}
