import type { Route } from "./+types/profile";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "My profile", description: "Your profile and account details.", noindex: true });

export default function ProfilePage() {
  return (
    <PageShell
      eyebrow={"Your account"}
      title={"My profile"}
      intro={"Your name, contact details and password."}
      notice={"Profiles are being built together with sign-in."}
      links={[{"to": "/login", "label": "Sign in", "description": "Guests and owners sign in here."}, {"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
