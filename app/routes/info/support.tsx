import type { Route } from "./+types/support";
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
    title: "Guest support",
    description: "Answers about booking, payment, saved cards, cancellations, check-in, wishlists and signing in.",
  });

const TOPICS: { id: string; title: string; items: FaqItem[] }[] = [
  {
    id: "booking",
    title: "Booking",
    items: [
      {
        question: "How do I book a stay?",
        answer: (
          <p>
            Search for your destination and dates, open a property, check the price for your dates and guests, and
            choose Book. At checkout you confirm your details and pay; the booking is confirmed straight away and you
            receive an email with your booking reference.
          </p>
        ),
      },
      {
        question: "Is the price I see the price I pay?",
        answer: (
          <p>
            Yes. The total shown before you pay includes the nightly price, the cleaning fee, our service fee and taxes.
            Some homes ask for a refundable security deposit on arrival; the property page says so when they do.
          </p>
        ),
      },
      {
        question: "Can I book for someone else?",
        answer: (
          <p>
            Yes. Book with your account and enter the lead guest's name in the guest details. The lead guest must be at
            least 18 and present at check-in.
          </p>
        ),
      },
    ],
  },
  {
    id: "payment",
    title: "Payment and saved cards",
    items: [
      {
        question: "Which cards can I use?",
        answer: (
          <p>
            Visa, Mastercard and American Express. Your card details go straight to our payment processor; we never
            store your full card number.
          </p>
        ),
      },
      {
        question: "How do saved cards work?",
        answer: (
          <p>
            When you pay, you can choose to keep the card for next time. At checkout your saved cards are listed and you
            pick one, or enter a new card. You can remove a saved card at any time from your profile.
          </p>
        ),
      },
      {
        question: "My card was declined. What now?",
        answer: (
          <p>
            Nothing has been charged. Check the number, expiry date and security code, or try another card. Some banks
            block large payments abroad until you approve them in their app.
          </p>
        ),
      },
    ],
  },
  {
    id: "changes",
    title: "Changing or cancelling",
    items: [
      {
        question: "How do I cancel?",
        answer: (
          <p>
            Each home has its own cancellation policy, shown on the property page and in your confirmation. Write to us
            with your booking reference through the <PageLink to="/contact-us">contact form</PageLink> and we cancel and
            refund what the policy allows within 5 working days.
          </p>
        ),
      },
      {
        question: "Can I change my dates?",
        answer: (
          <p>
            Often, yes, if the home is free on the new dates. Ask us with your booking reference and the new dates; a
            price difference is charged or refunded.
          </p>
        ),
      },
    ],
  },
  {
    id: "check-in",
    title: "Check-in and your stay",
    items: [
      {
        question: "When do I get the check-in details?",
        answer: (
          <p>
            The address, access instructions, key handover and Wi-Fi details are on your booking summary and in an email
            sent seven days before arrival.
          </p>
        ),
      },
      {
        question: "Something is wrong at the property.",
        answer: (
          <p>
            Tell your host first: they are nearby and can usually fix it the same day. If they cannot, call the urgent
            number in your confirmation and we will help, including finding you another place to stay.
          </p>
        ),
      },
    ],
  },
  {
    id: "wishlists",
    title: "Wishlists",
    items: [
      {
        question: "How do wishlists work?",
        answer: (
          <p>
            Tap the heart on any home to save it to a wishlist. You can keep several lists, for example one per trip,
            rename them, and find them on any device once you are signed in.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account and signing in",
    items: [
      {
        question: "Do I need an account to book?",
        answer: (
          <p>
            You can start checkout without one: enter your name and email and we create a guest account for you, so you
            can find your booking later.
          </p>
        ),
      },
      {
        question: "What is two-factor sign-in?",
        answer: (
          <p>
            If you turn it on, we ask for a six-digit code after your password. It keeps your account safe even if your
            password is ever leaked.
          </p>
        ),
      },
      {
        question: "I forgot my password.",
        answer: (
          <p>
            On the sign-in page choose “Forgot your password?” and enter your email. If an account exists, we send a
            link to set a new password.
          </p>
        ),
      },
    ],
  },
];

export default function Support() {
  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="Guest support"
        intro="Answers to the questions travellers ask us most. Cannot find yours? Write to us."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[200px_1fr]">
        <nav aria-label="Topics" className="lg:sticky lg:top-20 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0">
            {TOPICS.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm lg:border-0 lg:px-0 lg:text-muted lg:hover:text-ink"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {TOPICS.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} className="scroll-mt-24">
              <h2 id={`${topic.id}-title`} className="mb-4 text-xl font-semibold">
                {topic.title}
              </h2>
              <FaqList items={topic.items} />
            </section>
          ))}
          <section aria-labelledby="still-need-help" className="rounded-3xl bg-brand-50 p-8">
            <h2 id="still-need-help" className="text-xl font-semibold">
              Still need help?
            </h2>
            <p className="mt-2 text-sm text-ink/80">
              Our team answers every message within one working day, every day of the year.
            </p>
            <PageLink to="/contact-us" className="btn-primary mt-5">
              Contact us
            </PageLink>
          </section>
        </div>
      </div>
    </>
  );
}
