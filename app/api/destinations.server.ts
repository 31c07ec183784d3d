import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { publicAnswers } from "~/api/shared-cache.server";
import { destinationAnswerSchema, destinationListAnswerSchema } from "~/api/schemas";

export async function listDestinations(api: ApiClient, { page = 1, perPage = 24 } = {}) {
  return payloadOf(
    await publicAnswers().get(`GET /destinations?page=${page}&per_page=${perPage}`, destinationListAnswerSchema, () =>
      callApi("GET /destinations", destinationListAnswerSchema, () =>
        api.http.get("destinations", { searchParams: { page, per_page: perPage } }).json(),
      ),
    ),
  );
}

export async function getDestination(api: ApiClient, slug: string) {
  return payloadOf(
    await callApi("GET /destinations/{slug}", destinationAnswerSchema, () =>
      api.http.get(`destinations/${encodeURIComponent(slug)}`).json(),
    ),
  );
}
