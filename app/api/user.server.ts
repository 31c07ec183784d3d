import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { signedInUserAnswerSchema } from "~/api/schemas";

/** SPEC 7 GET /vendor/agents/show_lean: the signed-in user. */
export async function getSignedInUser(api: ApiClient) {
  return payloadOf(await callApi("GET /vendor/agents/show_lean", signedInUserAnswerSchema, () => api.http.get("vendor/agents/show_lean").json()));
}
