import { HttpResponse, http } from "msw";
import { renderPicture } from "../images";
import { PICTURE_WIDTHS, requestedWidth, resizePicture } from "../picture-widths";

const KINDS = new Set(["properties", "posts", "destinations", "categories"]);

const PICTURE_HEADERS = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

export const WIDTH_REFUSED = `w must be one of ${PICTURE_WIDTHS.join(", ")}.`;

/**
 * A picture as asked: `?w=` one of PICTURE_WIDTHS gives it that wide as WebP (docs/api.md,
 * Pictures), without `w` the original. Shared by the generated pictures and owners' uploads.
 */
export async function pictureAnswer(
  request: Request,
  key: string,
  original: { bytes: Buffer; contentType: string },
): Promise<Response> {
  const width = requestedWidth(request.url);
  if (width === null) return new HttpResponse(WIDTH_REFUSED, { status: 400 });
  const resized = width === undefined ? null : await resizePicture(key, original.bytes, width);
  const [bytes, contentType] = resized ? [resized, "image/webp"] : [original.bytes, original.contentType];
  return new HttpResponse(new Uint8Array(bytes), { headers: { "Content-Type": contentType, ...PICTURE_HEADERS } });
}

/** Generated SVG pictures, so every image is served locally. */
export function imageHandlers(base: string) {
  return [
    http.get(`${base}/images/:kind/:file`, ({ params, request }) => {
      const kind = String(params.kind);
      const file = String(params.file);
      if (!KINDS.has(kind) || !/^[\w-]{1,120}\.svg$/.test(file)) return new HttpResponse("Not found", { status: 404 });
      const svg = Buffer.from(renderPicture(kind, file.slice(0, -4)));
      return pictureAnswer(request, `${kind}/${file}`, { bytes: svg, contentType: "image/svg+xml" });
    }),
  ];
}
