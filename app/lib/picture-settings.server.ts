import type { RouterContextProvider } from "react-router";
import { getEnv, imageCdn } from "~/env.server";
import { type PictureSettings, pictureSettings } from "~/lib/picture-sources";
import { servesPicturesContext } from "~/request-context";

/** How this request's pages address pictures: the root data's, and the post bodies' pictures. */
export function requestPictureSettings(context: Readonly<RouterContextProvider>): PictureSettings {
  const env = getEnv();
  return pictureSettings({
    cdn: imageCdn(env),
    apiOrigin: new URL(env.API_BASE_URL).origin,
    servedBySite: context.get(servesPicturesContext),
  });
}
