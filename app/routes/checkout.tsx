import type { Route } from "./+types/checkout";
import { PageShell } from "~/components/page-shell";
import { pageError } from "~/lib/http-errors";
import { CHECKOUT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CHECKOUT_LAYOUTS };

export function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw pageError(404, "Page not found");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Checkout", description: "Confirm your dates, guests and payment.", noindex: true });

export default function CheckoutPage() {
  return (
    <PageShell
      eyebrow={"Checkout"}
      title={"Confirm and pay"}
      intro={"Check your dates and guests, then pay securely."}
      notice={"Online booking is being built. Contact us and our team will book this stay for you."}
      links={[{"to": "/contact-us", "label": "Contact us", "description": "Write to our team; we answer within a day."}, {"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
