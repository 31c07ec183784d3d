import type { Route } from "./+types/upload-my-pricing";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Upload my pricing", description: "Set nightly prices, seasons, minimum stays and fees for your listing.", noindex: true });

export default function UploadMyPricingPage() {
  return (
    <PageShell
      eyebrow={"For owners"}
      title={"Upload your pricing"}
      intro={"Nightly prices by season, minimum stays, cleaning and extra-guest fees."}
      notice={"Price uploads are being built. Our owner team can set your prices for you meanwhile."}
      links={[{"to": "/owner-support", "label": "Owner support", "description": "How listing, pricing and payouts work."}, {"to": "/contact-us", "label": "Contact us", "description": "Write to our team; we answer within a day."}, {"to": "/publish-my-property", "label": "Publish my property", "description": "What listing with us involves."}]}
    />
  );
}
