import type { Route } from "./+types/about-us";
import { PageHeader } from "~/components/page-header";
import { useRootData } from "~/components/session-user";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About us",
    description:
      "Who we are, how we choose the holiday homes we list, and what travellers and owners can expect from us.",
  });

const PRINCIPLES = [
  {
    title: "We choose homes, not inventory",
    text: "Every listing is checked with its owner before it goes live: the photos match the place, the kitchen works, the beds are good. Homes that disappoint guests leave the site.",
  },
  {
    title: "One price, shown early",
    text: "Cleaning, service fees and taxes are part of the total you see before checkout. What you see on the property page is what you pay.",
  },
  {
    title: "Local knowledge",
    text: "Our destination guides are written by people who have stayed there, and our hosts live close to their homes. Ask them anything.",
  },
  {
    title: "Support from people",
    text: "When something goes wrong on holiday, you reach a person who can act: rebook, refund or send someone round.",
  },
];

export default function AboutUs() {
  const name = useRootData()?.site.name ?? "We";
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Holiday homes chosen with care"
        intro={`${name} helps travellers find a place that feels like their own, and helps owners share their homes with guests who will love them.`}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <section aria-labelledby="story" className="prose-page max-w-3xl">
          <h2 id="story">Why we started</h2>
          <p>
            We are travellers first. We have all booked a cottage that looked nothing like its photos, or found a
            cleaning fee the size of a night's rent at the last step of checkout. We started {name} to make renting a
            holiday home as predictable as a good hotel, and much more personal.
          </p>
          <p>
            Today we list cabins, villas, farmhouses, city apartments and beach houses across Europe, each one known to
            us and to the people who stayed there before you.
          </p>
        </section>

        <section aria-labelledby="principles" className="mt-12">
          <h2 id="principles" className="text-2xl font-bold tracking-tight">
            What we promise
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {PRINCIPLES.map((principle) => (
              <li key={principle.title} className="rounded-[var(--radius-card)] border border-line p-6">
                <h3 className="font-semibold text-brand-800">{principle.title}</h3>
                <p className="mt-2 text-sm text-ink/80">{principle.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="audiences" className="mt-12 grid gap-6 md:grid-cols-2">
          <h2 id="audiences" className="sr-only">
            For travellers and owners
          </h2>
          <div className="rounded-3xl bg-brand-50 p-8">
            <h3 className="text-xl font-semibold">For travellers</h3>
            <p className="mt-2 text-sm text-ink/80">
              Search by place, dates and guests, compare real prices, save favourites to wishlists and book in a few
              steps with a saved card.
            </p>
            <PageLink to="/properties" className="btn-primary mt-6">
              Find a stay
            </PageLink>
          </div>
          <div className="rounded-3xl bg-ink p-8 text-white">
            <h3 className="text-xl font-semibold">For owners and agents</h3>
            <p className="mt-2 text-sm text-white/80">
              List for free, set your own prices and seasons, connect your channel manager and get paid after each stay.
            </p>
            <PageLink to="/publish-my-property" className="btn mt-6 bg-white text-ink hover:bg-brand-50">
              Publish my property
            </PageLink>
          </div>
        </section>
      </div>
    </>
  );
}
