import { Link, type LinkProps } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * A `Link` to a page of the site, written with its bare path (`<PageLink to="/contact-us">`): on
 * an /amp page it leads to the /amp twin (lib/amp-path.ts). For links in content that is written
 * once, outside any component (a list of questions and answers), where a hook cannot run.
 */
export function PageLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const pagePath = useAmpAwarePath();
  return <Link to={pagePath(to)} {...props} />;
}
