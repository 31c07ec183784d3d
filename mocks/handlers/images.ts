import { HttpResponse, http } from "msw";
import { renderPicture } from "../images";

const KINDS = new Set(["properties", "posts", "destinations", "categories"]);

/** Generated SVG pictures, so every image is served locally. */
export function imageHandlers(base: string) {
  return [
    http.get(`${base}/images/:kind/:file`, ({ params }) => {
      const kind = String(params.kind);
      const file = String(params.file);
      if (!KINDS.has(kind) || !/^[\w-]{1,120}\.svg$/.test(file)) return new HttpResponse("Not found", { status: 404 });
      return new HttpResponse(renderPicture(kind, file.slice(0, -4)), {
        headers: {
          "Content-Type": "image/svg+xml",
          "Cache-Control": "public, max-age=31536000, immutable",
          "Cross-Origin-Resource-Policy": "cross-origin",
        },
      });
    }),
  ];
}
