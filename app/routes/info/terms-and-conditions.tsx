import type { Route } from "./+types/terms-and-conditions";
import { type LegalSectionContent, LegalDocument } from "~/components/info/legal-section";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms and conditions",
    description:
      "The terms for booking a holiday home and for listing one: prices, payment, cancellations, conduct and liability.",
  });

const SECTIONS: LegalSectionContent[] = [
  {
    id: "scope",
    title: "What these terms cover",
    body: (
      <p>
        These terms apply when you book a holiday home through this site as a guest, and when you list a home as an
        owner or agent. The host's house rules, shown on each property page, are part of every booking.
      </p>
    ),
  },
  {
    id: "bookings",
    title: "Bookings",
    body: (
      <p>
        A booking is confirmed when you receive a confirmation with a booking reference. The lead guest must be at least
        18, stay at the property and not exceed the number of guests booked.
      </p>
    ),
  },
  {
    id: "prices",
    title: "Prices and fees",
    body: (
      <p>
        The total shown before you pay includes the nightly price for each night, the cleaning fee, our service fee and
        applicable taxes. Local tourist taxes collected on arrival and refundable security deposits are stated on the
        property page.
      </p>
    ),
  },
  {
    id: "payment",
    title: "Payment",
    body: (
      <p>
        You pay the full amount when you book, by card, through our payment processor. We hold the money until 24 hours
        after check-in and then pay the host.
      </p>
    ),
  },
  {
    id: "cancellations",
    title: "Cancellations and changes",
    body: (
      <p>
        Each home's cancellation policy is shown before you book and in your confirmation, and decides what is refunded.
        If a host cancels, you get a full refund and our help finding another home. Ask for changes through the{" "}
        <PageLink to="/contact-us">contact form</PageLink>.
      </p>
    ),
  },
  {
    id: "conduct",
    title: "Guest conduct",
    body: (
      <p>
        Treat the home with care, respect the house rules and the neighbours, and report any damage. Parties, extra
        guests and subletting are not allowed unless the host agrees in writing. A host may end a stay for serious
        breaches, without refund.
      </p>
    ),
  },
  {
    id: "owners",
    title: "Owners and agents",
    body: (
      <p>
        Hosts must have the right to rent the home, describe it honestly, keep the calendar and prices up to date, meet
        safety rules and local registration duties, and honour every confirmed booking. Agents act for the owners they
        represent and must be able to show their mandate.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    body: (
      <p>
        We run the platform and are responsible for the booking service we provide. The host is responsible for the
        home. Nothing in these terms limits liability that cannot be limited by law, including for death or personal
        injury caused by negligence.
      </p>
    ),
  },
  {
    id: "disputes",
    title: "Complaints and disputes",
    body: (
      <p>
        Tell us about a problem during your stay so we can put it right while you are there, and within 14 days of
        check-out at the latest. If we cannot agree, you may use the dispute-resolution body or courts of the country
        where you live.
      </p>
    ),
  },
];

export default function TermsAndConditions() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms and conditions"
        intro="The rules for booking and for listing a holiday home with us, in plain words."
      />
      <LegalDocument updated="1 November 2026" sections={SECTIONS} />
    </>
  );
}
