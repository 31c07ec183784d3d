import { pageError } from "~/lib/http-errors";

/** Any path no page claims: SPEC 8 'Page not found', 404, shown by the error page. */
export function loader() {
  throw pageError(404, "Page not found");
}

export function action() {
  throw pageError(404, "Page not found");
}

export default function NotFound() {
  return null;
}
