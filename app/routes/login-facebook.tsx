import type { Route } from "./+types/login-facebook";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Continue with Facebook", description: "Sign in with your Facebook account.", noindex: true });

export default function LoginFacebookPage() {
  return (
    <PageShell
      eyebrow={"Your account"}
      title={"Continue with Facebook"}
      intro={"Use your Facebook account to sign in without another password. We only ask for your email address."}
      notice={"Facebook sign-in is not connected yet. Please use another way to browse meanwhile."}
      links={[{"to": "/login", "label": "Sign in", "description": "Guests and owners sign in here."}, {"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
