import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/roles";
import { PageHeader } from "~/components/page-header";
import { useRootData } from "~/components/session-user";
import { getEnv } from "~/env.server";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { pageMeta } from "~/lib/meta";
import { roleSetCookie } from "~/session/role-cookie.server";
import { requireSession } from "~/session/require-user.server";
import { type Role, isRole } from "~/session/roles";
import { routeHeaders } from "~/lib/cache-policy";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export function loader({ url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  return null;
}

/** Stores the chosen role; the root loader only honours a role the user really has. */
export async function action({ request, url, context }: Route.ActionArgs) {
  requireSession(context, url);
  const role = (await request.formData()).get("role");
  if (!isRole(role)) return data({ formError: "Choose one of your roles." }, { status: 400 });
  return redirect(ampAwarePath("/roles?saved=1", url), {
    status: 303,
    headers: { "Set-Cookie": roleSetCookie(role, getEnv()) },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Choose your role",
    description: "Act as a traveller, an owner or an agent.",
    noindex: true,
  });

const DESCRIPTIONS: Record<Role, [string, string]> = {
  guest: ["Traveller", "Search, save and book stays."],
  owner: ["Owner", "Publish your homes, set prices and check-in information."],
  agent: ["Agent", "Manage the homes you look after for their owners."],
  user: ["Member", "Your member account."],
};

export default function Roles({ actionData }: Route.ComponentProps) {
  const root = useRootData();
  const pagePath = useAmpAwarePath();
  const roles = root?.roles;
  const available: Role[] = roles
    ? ["guest", ...(["owner", "agent"] as const).filter((role) => roles.roles[role])]
    : ["guest"];
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Choose your role"
        intro="Accounts with several roles choose which one they are acting as."
      />
      <div className="mx-auto max-w-xl px-4 pb-16 sm:px-6">
        {actionData?.formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {actionData.formError}
          </p>
        ) : null}
        <Form method="post" action={pagePath("/roles")} className="rounded-3xl border border-line p-6">
          <fieldset>
            <legend className="font-semibold">Act as</legend>
            <div className="mt-3 grid gap-2">
              {available.map((role) => (
                <label
                  key={role}
                  className="grid min-h-14 cursor-pointer grid-cols-[auto_1fr] content-center items-center gap-x-3 rounded-2xl border border-line px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={roles?.role === role}
                    className="row-span-2 size-5 accent-brand-600"
                  />
                  <span className="font-medium">{DESCRIPTIONS[role][0]}</span>
                  <span className="text-sm text-muted">{DESCRIPTIONS[role][1]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 text-sm text-muted">
            Your account has {roles?.role_count ?? 0} role{roles?.role_count === 1 ? "" : "s"}.
          </p>
          <button type="submit" className="btn-primary mt-4">
            Use this role
          </button>
        </Form>
      </div>
    </>
  );
}
