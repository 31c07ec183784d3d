import type { Route } from "./+types/owner-support";
import { FaqList, type FaqItem } from "~/components/info/faq-list";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Owner support",
    description: "How listing, pricing, check-in information, channel managers and payouts work for owners and agents.",
  });

const TOOLS = [
  {
    to: "/publish-my-property",
    title: "Publish my property",
    text: "Describe your home, add photos and house rules, and go live.",
  },
  {
    to: "/upload-my-pricing",
    title: "Upload my pricing",
    text: "Nightly prices by season, minimum stays and fees, typed in or uploaded as a file.",
  },
  {
    to: "/check-in-information",
    title: "Check-in information",
    text: "Arrival times, access, keys and Wi-Fi, shown to guests on their booking.",
  },
  {
    to: "/channel-manager-connection",
    title: "Channel manager",
    text: "Keep calendars and prices in sync with the other sites you list on.",
  },
];

const QUESTIONS: FaqItem[] = [
  {
    question: "What does it cost to list?",
    answer: (
      <p>
        Listing is free. We take a commission on each confirmed booking, shown in your owner account before you publish.
        There are no setup or monthly fees.
      </p>
    ),
  },
  {
    question: "Who can list a property?",
    answer: (
      <p>
        Owners list their own homes; agents list homes they manage for owners. Both sign in as a vendor. If your account
        has both roles, you choose which one you are acting as after signing in.
      </p>
    ),
  },
  {
    question: "How do seasons and minimum stays work?",
    answer: (
      <p>
        You set a base nightly price, then date ranges with their own price and minimum stay, plus cleaning and
        extra-guest fees. You can upload them all at once as a CSV file; we check every row before anything is saved.
      </p>
    ),
  },
  {
    question: "Can I stop halfway through a listing?",
    answer: (
      <p>
        Yes. <PageLink to="/publish-my-property">Publish my property</PageLink> saves every step as you finish it, with
        your account, so you can close the page and carry on later, even on another device. Nothing is public until you
        press Publish on the last step.
      </p>
    ),
  },
  {
    question: "What goes in a pricing file?",
    answer: (
      <p>
        A CSV file with the header <code>start_date,end_date,nightly_price,minimum_stay</code> and one date range a
        line, like <code>2027-07-01,2027-08-31,185.50,7</code>. Upload it on{" "}
        <PageLink to="/upload-my-pricing">Upload my pricing</PageLink>: every line is checked, you see a preview, and
        nothing is saved until the whole file is right. A range replaces any older rate on the same dates.
      </p>
    ),
  },
  {
    question: "What check-in information do guests see?",
    answer: (
      <p>
        Guests see the check-in and check-out times on the property page. The exact address, access instructions, key
        handover, contact phone and Wi-Fi you enter on{" "}
        <PageLink to="/check-in-information">Check-in information</PageLink> are only shown on their booking summary
        once the booking is confirmed.
      </p>
    ),
  },
  {
    question: "Which channel managers can I connect?",
    answer: (
      <p>
        Rentals United, Guesty, Hostaway, Lodgify, Smoobu and Beds24. On{" "}
        <PageLink to="/channel-manager-connection">Channel manager connection</PageLink> you pick yours, enter the
        account id and API key it gives you, and test the connection before it is saved. You can disconnect at any time.
      </p>
    ),
  },
  {
    question: "When am I paid?",
    answer: (
      <p>
        We pay out 24 hours after your guest checks in, by bank transfer, minus our commission. Your payout statement
        lists every booking.
      </p>
    ),
  },
  {
    question: "A guest damaged something. What can I do?",
    answer: (
      <p>
        Report it within 48 hours of check-out with photos through the{" "}
        <PageLink to="/contact-us">contact form</PageLink>, choosing “Listing my property”. We settle it from the
        security deposit or with the guest.
      </p>
    ),
  },
];

export default function OwnerSupport() {
  return (
    <>
      <PageHeader
        eyebrow="For owners and agents"
        title="Owner support"
        intro="Everything about listing your home with us, from the first photo to the first payout."
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <section aria-labelledby="owner-tools">
          <h2 id="owner-tools" className="text-xl font-semibold">
            Your owner pages
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {TOOLS.map((tool) => (
              <li key={tool.to}>
                <PageLink
                  to={tool.to}
                  className="block h-full rounded-[var(--radius-card)] border border-line p-5 transition-shadow hover:shadow-card"
                >
                  <span className="font-semibold text-brand-700">{tool.title}</span>
                  <span className="mt-1 block text-sm text-muted">{tool.text}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="owner-questions" className="mt-12">
          <h2 id="owner-questions" className="mb-4 text-xl font-semibold">
            Questions owners ask
          </h2>
          <FaqList items={QUESTIONS} />
        </section>
        <section aria-labelledby="owner-contact" className="mt-12 rounded-3xl bg-ink p-8 text-white">
          <h2 id="owner-contact" className="text-xl font-semibold">
            Talk to our owner team
          </h2>
          <p className="mt-2 text-sm text-white/80">
            Tell us about your home and we will help you get it ready for guests.
          </p>
          <PageLink to="/contact-us" className="btn mt-5 bg-white text-ink hover:bg-brand-50">
            Contact us
          </PageLink>
        </section>
      </div>
    </>
  );
}
