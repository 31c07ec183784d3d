import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every page of SPEC 2, by area (app/routes/<area>/). The pages are emitted twice, bare and under
 * /amp; the /amp copies' ids are prefixed with "amp/" (see routeName()). Within a prefix, a
 * section's own page is `route("")`, not `index()`: home is the one index route.
 */
const HOME = "routes/site/home.tsx";

function pages(name: (page: string) => { id: string }): RouteConfigEntry[] {
  return [
    // Information pages
    route("test", "routes/info/test.tsx", name("test")),
    route("support", "routes/info/support.tsx", name("support")),
    route("owner-support", "routes/info/owner-support.tsx", name("owner-support")),
    route("about-us", "routes/info/about-us.tsx", name("about-us")),
    route("contact-us", "routes/info/contact-us.tsx", name("contact-us")),
    route("privacy-policy", "routes/info/privacy-policy.tsx", name("privacy-policy")),
    route("terms-and-conditions", "routes/info/terms-and-conditions.tsx", name("terms-and-conditions")),

    // Blog and destination guides (SPEC 7): the same modules under both sections
    ...(["blog", "destinations"] as const).flatMap((section) =>
      prefix(section, [
        route("", "routes/blog/posts.tsx", name(section)),
        route(":slug", "routes/blog/posts-category.tsx", name(`${section}-category`)),
        route("post/:slug", "routes/blog/post.tsx", name(`${section}-post`)),
        route(":slug/:post", "routes/blog/post-redirect.tsx", name(`${section}-post-redirect`)),
      ]),
    ),

    // Properties: search, categories, a property
    route("categories", "routes/properties/categories.tsx", name("categories")),
    route("categories/:id/:slug", "routes/properties/category.tsx", name("category")),
    ...prefix("properties", [
      route("", "routes/properties/properties.tsx", name("properties")),
      route(":id", "routes/properties/property-redirect.tsx", name("property-redirect")),
      route(":id/:slug", "routes/properties/property.tsx", name("property")),
      route(":id/:slug/checkout", "routes/booking/checkout.tsx", name("checkout")),
    ]),
    route("rentals/:slug", "routes/properties/rental.tsx", name("rental")),
    route("property", "routes/properties/property-placeholder.tsx", name("property-placeholder")),

    // Booking
    route("checkout", "routes/booking/legacy-checkout.tsx", name("legacy-checkout")),
    route("bookings/:id", "routes/booking/booking.tsx", name("booking")),
    route("bookings/:id/cancel", "routes/booking/booking-cancel.tsx", name("booking-cancel")),
    route("bookings/:id/receipt", "routes/booking/booking-receipt.tsx", name("booking-receipt")),
    ...prefix("interhome", [
      route("success", "routes/booking/interhome.tsx", name("interhome-success")),
      route("failure", "routes/booking/interhome.tsx", name("interhome-failure")),
    ]),

    // Account: sign-in, profile, roles, wishlists
    route("login", "routes/account/login.tsx", name("login")),
    route("login/facebook", "routes/account/login-facebook.tsx", name("login-facebook")),
    route("profile", "routes/account/profile.tsx", name("profile")),
    route("roles", "routes/account/roles.tsx", name("roles")),
    route("trips", "routes/account/trips.tsx", name("trips")),
    route("set-password", "routes/account/set-password.tsx", name("set-password")),
    ...prefix("wishlists", [
      route("", "routes/account/wishlists.tsx", name("wishlists")),
      route(":id", "routes/account/wishlist.tsx", name("wishlist")),
    ]),

    // Owners and agents
    route("owner/listings", "routes/owner/owner-listings.tsx", name("owner-listings")),
    route("owner/listings/:id", "routes/owner/owner-listing.tsx", name("owner-listing")),
    route("publish-my-property", "routes/owner/publish-my-property.tsx", name("publish-my-property")),
    route("upload-my-pricing", "routes/owner/upload-my-pricing.tsx", name("upload-my-pricing")),
    route("check-in-information", "routes/owner/check-in-information.tsx", name("check-in-information")),
    route("owner/calendar/:id", "routes/owner/owner-calendar.tsx", name("owner-calendar")),
    route(
      "channel-manager-connection",
      "routes/owner/channel-manager-connection.tsx",
      name("channel-manager-connection"),
    ),
    route("owner/reservations", "routes/owner/reservations.tsx", name("owner-reservations")),

    // The HTML sitemap
    ...prefix("sitemap", [
      route("", "routes/seo/sitemap.tsx", name("sitemap")),
      route(":categorySlug", "routes/seo/sitemap-category.tsx", name("sitemap-category")),
      route(":categorySlug/:siteMapSlug", "routes/seo/sitemap-page.tsx", name("sitemap-page")),
    ]),
  ];
}

/** Resource routes: not pages, so they have no /amp twin. */
const RESOURCES = [
  route("consent", "routes/site/consent.tsx", { id: "consent" }),
  route("logout", "routes/account/logout.tsx", { id: "logout" }),
  route("sitemap.xml", "routes/seo/sitemap-xml.tsx", { id: "sitemap-xml" }),
  route("sitemaps/:name", "routes/seo/sitemap-child.tsx", { id: "sitemap-child" }),
  route("robots.txt", "routes/seo/robots-txt.tsx", { id: "robots-txt" }),
  route("build.json", "routes/site/build-json.tsx", { id: "build-json" }),
  route("properties/:id/:slug/quote", "routes/properties/property-quote.tsx", { id: "property-quote" }),
  route("bookings/:id/calendar.ics", "routes/booking/booking-calendar.tsx", { id: "booking-calendar" }),
  route("owner/reservations.csv", "routes/owner/reservations-csv.tsx", { id: "owner-reservations-csv" }),
  route("owner/calendar/:id/calendar.ics", "routes/owner/owner-calendar-ics.tsx", { id: "owner-calendar-ics" }),
  route("owner/geocode", "routes/owner/owner-geocode.tsx", { id: "owner-geocode" }),
];

export default [
  index(HOME, { id: "home" }),
  ...pages((page) => ({ id: page })),
  route("amp", HOME, { id: "amp/home" }),
  ...prefix(
    "amp",
    pages((page) => ({ id: `amp/${page}` })),
  ),
  ...RESOURCES,
  route("*", "routes/site/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
