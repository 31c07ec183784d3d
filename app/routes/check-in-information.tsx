import type { Route } from "./+types/check-in-information";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Check-in information", description: "Tell guests how to arrive: times, access, keys and Wi-Fi.", noindex: true });

export default function CheckInInformationPage() {
  return (
    <PageShell
      eyebrow={"For owners"}
      title={"Check-in information"}
      intro={"Arrival times, access instructions, key handover and Wi-Fi details for your guests."}
      notice={"The check-in information form is being built. Send your details to our owner team meanwhile."}
      links={[{"to": "/owner-support", "label": "Owner support", "description": "How listing, pricing and payouts work."}, {"to": "/contact-us", "label": "Contact us", "description": "Write to our team; we answer within a day."}, {"to": "/publish-my-property", "label": "Publish my property", "description": "What listing with us involves."}]}
    />
  );
}
