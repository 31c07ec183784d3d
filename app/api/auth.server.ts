import type { z } from "zod";
import { type ApiClient, type ApiResult, callApi, payloadOf } from "~/api/client.server";
import {
  accessTokenAnswerSchema,
  loginAnswerSchema,
  passwordRecoverAnswerSchema,
  passwordResetAnswerSchema,
} from "~/api/schemas";

export type UserType = "guest" | "vendor";

function form(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return body;
}

/** `data.result` of a sign-in answer: a token, or (login_json) the pending login of a second factor. */
export type SignInResult = z.infer<typeof loginAnswerSchema>["data"]["result"];

async function tokenCall(
  label: string,
  send: () => Promise<unknown>,
  schema: typeof accessTokenAnswerSchema | typeof loginAnswerSchema = accessTokenAnswerSchema,
): Promise<ApiResult<SignInResult>> {
  const result = payloadOf(await callApi(label, schema, send));
  return result.success ? { success: true, data: result.data.result } : result;
}

/** SPEC 7 POST /{type}/login_json: a token, or the pending login of an account with a second factor. */
export function login(
  api: ApiClient,
  type: UserType,
  credentials: { email: string; password: string; captchaToken?: string },
) {
  const body = form({
    email: credentials.email,
    password: credentials.password,
    captcha_token: credentials.captchaToken,
  });
  return tokenCall(
    `POST /${type}/login_json`,
    () => api.http.post(`${type}/login_json`, { body }).json(),
    loginAnswerSchema,
  );
}

/** SPEC 7 POST /two_factor_auth: the pending-login token login_json gave, and the code. */
export function verifyTwoFactor(api: ApiClient, input: { twoFactorToken: string; code: string }) {
  const body = form({ two_factor_token: input.twoFactorToken, code: input.code });
  return tokenCall("POST /two_factor_auth", () => api.http.post("two_factor_auth", { body }).json());
}

/** SPEC 7 POST /guest/quick_store: a guest account from a name and an email. */
export function quickStore(
  api: ApiClient,
  input: { first_name: string; last_name: string; email: string; captchaToken?: string },
) {
  const body = form({
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    captcha_token: input.captchaToken,
  });
  return tokenCall("POST /guest/quick_store", () => api.http.post("guest/quick_store", { body }).json());
}

/** SPEC 7 POST /account/password_recover (its answer is not shown: any 2xx is success). */
export function recoverPassword(api: ApiClient, input: { email: string; captchaToken?: string }) {
  const body = form({ email: input.email, captcha_token: input.captchaToken });
  return callApi("POST /account/password_recover", passwordRecoverAnswerSchema, () =>
    api.http.post("account/password_recover", { body }).json(),
  );
}

/** Designed POST /account/password_reset: a set-your-password link's token and the new password, once. */
export async function resetPassword(api: ApiClient, input: { token: string; password: string }) {
  const body = form({ token: input.token, password: input.password });
  return payloadOf(
    await callApi("POST /account/password_reset", passwordResetAnswerSchema, () =>
      api.http.post("account/password_reset", { body }).json(),
    ),
  );
}

/** Designed: POST /guest/social_login exchanges a provider credential for our token. */
export function socialLogin(
  api: ApiClient,
  input: {
    provider: "facebook" | "google";
    credential: string;
    socialId: string;
    firstName: string;
    lastName: string;
    email: string;
  },
) {
  const body = form({
    provider: input.provider,
    credential: input.credential,
    social_id: input.socialId,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
  });
  return tokenCall("POST /guest/social_login", () => api.http.post("guest/social_login", { body }).json());
}
