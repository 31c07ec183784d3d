import type { Route } from "./+types/publish-my-property";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Publish my property", description: "List your holiday home with us and reach travellers looking for a place like yours." });

export default function PublishMyPropertyPage() {
  return (
    <PageShell
      eyebrow={"For owners"}
      title={"Publish your property"}
      intro={"Reach travellers looking for a place like yours. Listing is free; you only pay a commission on bookings."}
      notice={"The step-by-step listing form is being built. Read how listing works in owner support, or write to our owner team."}
      links={[{"to": "/owner-support", "label": "Owner support", "description": "How listing, pricing and payouts work."}, {"to": "/contact-us", "label": "Contact us", "description": "Write to our team; we answer within a day."}, {"to": "/login", "label": "Sign in", "description": "Guests and owners sign in here."}]}
    />
  );
}
