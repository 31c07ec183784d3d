import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { propertyAnswerSchema } from "~/api/schemas";

export async function getProperty(api: ApiClient, id: number) {
  return payloadOf(await callApi("GET /properties/{id}", propertyAnswerSchema, () => api.http.get(`properties/${id}`).json()));
}
