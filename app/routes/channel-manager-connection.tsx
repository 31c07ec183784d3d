import type { Route } from "./+types/channel-manager-connection";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Channel manager connection", description: "Connect your channel manager to keep calendars and prices in sync.", noindex: true });

export default function ChannelManagerConnectionPage() {
  return (
    <PageShell
      eyebrow={"For owners"}
      title={"Connect your channel manager"}
      intro={"Keep your calendar and prices in sync across every site you list on."}
      notice={"Channel manager connections are being built. Our owner team can connect you by hand meanwhile."}
      links={[{"to": "/owner-support", "label": "Owner support", "description": "How listing, pricing and payouts work."}, {"to": "/contact-us", "label": "Contact us", "description": "Write to our team; we answer within a day."}, {"to": "/publish-my-property", "label": "Publish my property", "description": "What listing with us involves."}]}
    />
  );
}
