import type { Route } from "./+types/roles";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Choose your role", description: "Switch between your guest, owner and agent roles.", noindex: true });

export default function RolesPage() {
  return (
    <PageShell
      eyebrow={"Your account"}
      title={"Choose your role"}
      intro={"Owners and agents with several roles pick the one they act as."}
      notice={"Role switching is being built together with sign-in."}
      links={[{"to": "/login", "label": "Sign in", "description": "Guests and owners sign in here."}, {"to": "/owner-support", "label": "Owner support", "description": "How listing, pricing and payouts work."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
