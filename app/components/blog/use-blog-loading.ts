import { useNavigation } from "react-router";
import { barePath } from "~/lib/amp-path";

/**
 * SPEC 4 blog loading flag: true while posts or a post are being fetched in the browser (a
 * navigation to a blog or destinations page), false once they arrive or fail.
 */
export function useBlogLoading(): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  const section = barePath(navigation.location.pathname).split("/")[1];
  return section === "blog" || section === "destinations";
}
