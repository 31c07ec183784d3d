import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { signedInUserAnswerSchema, updateProfileAnswerSchema } from "~/api/schemas";

/** SPEC 7 GET /vendor/agents/show_lean: the signed-in user. */
export async function getSignedInUser(api: ApiClient) {
  return payloadOf(
    await callApi("GET /vendor/agents/show_lean", signedInUserAnswerSchema, () =>
      api.http.get("vendor/agents/show_lean").json(),
    ),
  );
}

export interface ProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** SPEC 7 POST /guest/update_profile with a form body. */
export async function updateProfile(api: ApiClient, input: ProfileInput) {
  const body = new URLSearchParams({ ...input });
  return payloadOf(
    await callApi("POST /guest/update_profile", updateProfileAnswerSchema, () =>
      api.http.post("guest/update_profile", { body }).json(),
    ),
  );
}
