import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every page of SPEC 2, declared once: [path, module, route name]. The list is emitted twice,
 * bare and under /amp; the /amp copies get ids prefixed with "amp/" (see routeName()).
 */
const PAGES: ReadonlyArray<readonly [path: string, file: string, name: string]> = [
  ["", "routes/home.tsx", "home"],
  ["test", "routes/test.tsx", "test"],
  ["support", "routes/support.tsx", "support"],
  ["owner-support", "routes/owner-support.tsx", "owner-support"],
  ["about-us", "routes/about-us.tsx", "about-us"],
  ["contact-us", "routes/contact-us.tsx", "contact-us"],
  ["login", "routes/login.tsx", "login"],
  ["login/facebook", "routes/login-facebook.tsx", "login-facebook"],
  ["privacy-policy", "routes/privacy-policy.tsx", "privacy-policy"],
  ["terms-and-conditions", "routes/terms-and-conditions.tsx", "terms-and-conditions"],
  ["blog", "routes/posts.tsx", "blog"],
  ["destinations", "routes/posts.tsx", "destinations"],
  ["blog/:slug", "routes/posts-category.tsx", "blog-category"],
  ["destinations/:slug", "routes/posts-category.tsx", "destinations-category"],
  ["blog/post/:slug", "routes/post.tsx", "blog-post"],
  ["destinations/post/:slug", "routes/post.tsx", "destinations-post"],
  ["blog/:slug/:post", "routes/post-redirect.tsx", "blog-post-redirect"],
  ["destinations/:slug/:post", "routes/post-redirect.tsx", "destinations-post-redirect"],
  ["categories", "routes/categories.tsx", "categories"],
  ["categories/:id/:slug", "routes/category.tsx", "category"],
  ["properties", "routes/properties.tsx", "properties"],
  ["properties/:id", "routes/property-redirect.tsx", "property-redirect"],
  ["properties/:id/:slug", "routes/property.tsx", "property"],
  ["properties/:id/:slug/checkout", "routes/checkout.tsx", "checkout"],
  ["checkout", "routes/legacy-checkout.tsx", "legacy-checkout"],
  ["rentals/:slug", "routes/rental.tsx", "rental"],
  ["publish-my-property", "routes/publish-my-property.tsx", "publish-my-property"],
  ["upload-my-pricing", "routes/upload-my-pricing.tsx", "upload-my-pricing"],
  ["check-in-information", "routes/check-in-information.tsx", "check-in-information"],
  ["channel-manager-connection", "routes/channel-manager-connection.tsx", "channel-manager-connection"],
  ["interhome/success", "routes/interhome.tsx", "interhome-success"],
  ["interhome/failure", "routes/interhome.tsx", "interhome-failure"],
  ["sitemap", "routes/sitemap.tsx", "sitemap"],
  ["sitemap/:categorySlug", "routes/sitemap-category.tsx", "sitemap-category"],
  ["sitemap/:categorySlug/:siteMapSlug", "routes/sitemap-page.tsx", "sitemap-page"],
  ["profile", "routes/profile.tsx", "profile"],
  ["roles", "routes/roles.tsx", "roles"],
  ["property", "routes/property-placeholder.tsx", "property-placeholder"],
  ["wishlists", "routes/wishlists.tsx", "wishlists"],
  ["wishlists/:id", "routes/wishlist.tsx", "wishlist"],
  ["bookings/:id", "routes/booking.tsx", "booking"],
];

/** Resource routes: not pages, so they have no /amp twin. */
const RESOURCES = [
  route("consent", "routes/consent.tsx", { id: "consent" }),
  route("logout", "routes/logout.tsx", { id: "logout" }),
  route("sitemap.xml", "routes/sitemap-xml.tsx", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.tsx", { id: "robots-txt" }),
  route("build.json", "routes/build-json.tsx", { id: "build-json" }),
  route("properties/:id/:slug/quote", "routes/property-quote.tsx", { id: "property-quote" }),
];

function emit(prefix: "" | "amp") {
  return PAGES.map(([path, file, name]) => {
    const id = prefix ? `${prefix}/${name}` : name;
    if (path === "") return prefix ? route(prefix, file, { id }) : index(file, { id });
    return route(prefix ? `${prefix}/${path}` : path, file, { id });
  });
}

export default [
  ...emit(""),
  ...emit("amp"),
  ...RESOURCES,
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
