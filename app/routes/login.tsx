import type { Route } from "./+types/login";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign in", description: "Sign in to your account as a guest, owner or agent.", noindex: true });

export default function LoginPage() {
  return (
    <PageShell
      eyebrow={"Your account"}
      title={"Sign in"}
      intro={"Guests keep wishlists and saved cards; owners and agents manage their listings."}
      notice={"Signing in with email, two-factor codes, quick sign-up and social accounts is being built. You can browse and search every stay meanwhile."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
