import { http } from "msw";
import { passwordLink, sendMail } from "../outbox";
import { type Store, issueToken, nextId } from "../store";
import { fail, ok, readForm, requireUser } from "./respond";
import { startPendingLogin } from "./two-factor";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tokenAnswer(token: string) {
  return ok({ result: { access_token: token } });
}

/** SPEC 7 account calls: login, quick sign-up, password recovery, profile (two-factor: two-factor.ts). */
export function authHandlers(base: string, store: Store) {
  const findByEmail = (email: string | null) =>
    store.users.find((user) => user.email.toLowerCase() === (email ?? "").trim().toLowerCase());

  return [
    http.post(`${base}/:type/login_json`, async ({ request, params }) => {
      const type = String(params.type);
      if (type !== "guest" && type !== "vendor") return fail(404, "Unknown account type.");
      const form = await readForm(request);
      const user = findByEmail(form.get("email"));
      if (!user || user.password !== form.get("password"))
        return fail(401, "These credentials do not match our records.");
      if (type === "vendor" && !user.is_owner && !user.is_agent) {
        return fail(403, "This is a guest account. Sign in as a guest, or create an owner account to list a property.");
      }
      if (user.twoFactorCode)
        return ok({ result: { two_factor_required: true, two_factor_token: startPendingLogin(store, user.id) } });
      return tokenAnswer(issueToken(store, user.id));
    }),

    http.post(`${base}/guest/quick_store`, async ({ request }) => {
      const form = await readForm(request);
      const firstName = form.get("first_name")?.trim() ?? "";
      const lastName = form.get("last_name")?.trim() ?? "";
      const email = form.get("email")?.trim() ?? "";
      const errors: Record<string, string[]> = {};
      if (!firstName) errors.first_name = ["Enter your first name."];
      if (!lastName) errors.last_name = ["Enter your last name."];
      if (!EMAIL.test(email)) errors.email = ["Enter a valid email address."];
      else if (findByEmail(email)) errors.email = ["An account with this email already exists. Sign in instead."];
      if (Object.keys(errors).length) return fail(422, Object.values(errors).flat().join(" "), errors);
      const user = {
        id: nextId(store.users),
        email,
        password: form.get("password") || crypto.randomUUID(),
        first_name: firstName,
        last_name: lastName,
        phone: null,
        is_agent: 0 as const,
        is_owner: 0 as const,
        is_user: 1 as const,
      };
      store.users.push(user);
      return tokenAnswer(issueToken(store, user.id));
    }),

    http.post(`${base}/guest/social_login`, async ({ request }) => {
      const form = await readForm(request);
      const provider = form.get("provider");
      const credential = form.get("credential")?.trim() ?? "";
      const email = form.get("email")?.trim() ?? "";
      if (provider !== "facebook" && provider !== "google")
        return fail(422, "Unknown sign-in provider.", { provider: ["Unknown provider."] });
      // The demo trusts the credential; the real API verifies it with the provider (docs/api.md).
      if (!credential) return fail(401, "The sign-in with your social account could not be verified.");
      if (!EMAIL.test(email))
        return fail(422, "Your social account did not share an email address.", { email: ["Email required."] });
      let user = findByEmail(email);
      if (!user) {
        user = {
          id: nextId(store.users),
          email,
          password: crypto.randomUUID(),
          first_name: form.get("first_name")?.trim() ?? "",
          last_name: form.get("last_name")?.trim() ?? "",
          phone: null,
          is_agent: 0,
          is_owner: 0,
          is_user: 1,
        };
        store.users.push(user);
      }
      return tokenAnswer(issueToken(store, user.id));
    }),

    // A link to choose a password goes to the address when it has an account; the answer is the same either way.
    http.post(`${base}/account/password_recover`, async ({ request }) => {
      const user = findByEmail((await readForm(request)).get("email"));
      if (user) {
        sendMail(store, {
          to: user.email,
          subject: "Choose your password",
          text: "Open the link within a day to choose the password you will sign in with.",
          link: passwordLink(store, user),
        });
      }
      return ok({ sent: true });
    }),

    http.get(`${base}/vendor/agents/show_lean`, ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const { password: _password, twoFactorCode: _code, ...profile } = user;
      return ok(profile);
    }),

    http.post(`${base}/guest/update_profile`, async ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const form = await readForm(request);
      const email = form.get("email")?.trim();
      if (email !== undefined && email !== user.email) {
        if (!EMAIL.test(email))
          return fail(422, "Enter a valid email address.", { email: ["Enter a valid email address."] });
        if (findByEmail(email))
          return fail(422, "That email is already in use.", { email: ["That email is already in use."] });
      }
      for (const field of ["first_name", "last_name", "phone"] as const) {
        const value = form.get(field);
        if (value !== null) user[field] = value.trim();
      }
      const emailChanged = email !== undefined && email !== user.email;
      if (emailChanged) user.email = email;
      const { password: _password, twoFactorCode: _code, ...profile } = user;
      return ok(
        emailChanged ? { user: profile, result: { access_token: issueToken(store, user.id) } } : { user: profile },
      );
    }),
  ];
}
