import { useLocation } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { type LegalSectionContent, LegalDocument } from "~/components/info/legal-section";
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
    title: "Privacy policy",
    description: "What personal data we collect, why, how long we keep it, your rights, and how we use cookies.",
  });

const CHOICE_TEXT = {
  granted: "You allow analytics and monitoring cookies.",
  denied: "You allow essential cookies only.",
} as const;

function CookieChoice() {
  const consent = useRootData()?.consent ?? null;
  const location = useLocation();
  return (
    <div className="not-prose mt-4 rounded-2xl border border-line bg-surface p-5">
      <p className="text-sm font-medium" role="status">
        Your current choice: {consent ? CHOICE_TEXT[consent] : "not chosen yet."}
      </p>
      <form method="post" action="/consent" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="redirectTo" value={`${location.pathname}#cookies`} />
        <button type="submit" name="choice" value="granted" className="btn-primary">
          Allow analytics
        </button>
        <button type="submit" name="choice" value="denied" className="btn-secondary">
          Essential cookies only
        </button>
      </form>
    </div>
  );
}

const SECTIONS: LegalSectionContent[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        This policy explains how we handle personal data when you search, book or list a holiday home on this site. We
        are the controller of that data. You can reach us about privacy at any time through the{" "}
        <PageLink to="/contact-us">contact form</PageLink>.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          Account data: your name, email address, phone number, password (stored only as a hash) and, if you turn it on,
          your two-factor setting.
        </li>
        <li>
          Booking data: the home, dates, number of guests, the lead guest's details and your messages with us and the
          host.
        </li>
        <li>
          Payment data: the card brand, last four digits and expiry date of saved cards. Full card numbers go directly
          to our payment processor and never reach our servers.
        </li>
        <li>
          Owner data: property details, prices, check-in information, payout details and channel-manager connections.
        </li>
        <li>Usage data, only with your consent: pages visited and errors in your browser, used to improve the site.</li>
      </ul>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <p>
        To make and manage your bookings (performing our contract with you), to keep your account secure, to meet legal
        duties such as tax records and guest registration where the law requires it, and, only if you agree, to measure
        and improve the site.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <p>
        Your host receives the lead guest's name, arrival details and phone number for your stay. Our payment processor
        handles card payments. Hosting, email and support providers process data on our behalf under contract. We never
        sell personal data.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          Essential cookies keep you signed in (a secure, HttpOnly session cookie that lasts 30 days) and remember your
          cookie choice. They are always on because the site cannot work without them.
        </p>
        <p>
          Optional cookies are set only if you allow them: our tag manager, which measures visits, and our monitoring
          service, which reports errors in your browser so we can fix them. Refusing them changes nothing about what you
          can do on the site.
        </p>
        <CookieChoice />
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <p>
        Account data for as long as your account exists, and for 30 days after you close it. Booking and payment records
        for the period tax law requires, usually six to ten years. Usage data for at most 13 months.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <p>
        You may ask for a copy of your data, have it corrected or deleted, object to or restrict its use, and take it
        elsewhere. You can withdraw consent to optional cookies at any time above. You may also complain to your
        data-protection authority.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we change this policy we update the date at the top, and if the change matters to how we use your data we
        tell you by email before it takes effect.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy policy" intro="What we collect, why, and the choices you have." />
      <LegalDocument updated="1 November 2026" sections={SECTIONS} />
    </>
  );
}
