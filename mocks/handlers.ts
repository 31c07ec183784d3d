import { authHandlers } from "./handlers/auth";
import { bookingHandlers } from "./handlers/bookings";
import { contactHandlers } from "./handlers/contact";
import { exchangeRateHandlers } from "./handlers/exchange-rates";
import { geocodeHandlers } from "./handlers/geocode";
import { guestHandlers } from "./handlers/guest";
import { identityProviderHandlers } from "./handlers/identity-providers";
import { imageHandlers } from "./handlers/images";
import { passwordLinkHandlers } from "./handlers/password-links";
import { placeHandlers } from "./handlers/places";
import { postHandlers } from "./handlers/posts";
import { propertyHandlers } from "./handlers/properties";
import { revokeHandlers } from "./handlers/revoke";
import { recaptchaHandlers } from "./handlers/recaptcha";
import { tripHandlers } from "./handlers/trips";
import { twoFactorHandlers } from "./handlers/two-factor";
import { vendorHandlers } from "./handlers/vendor";
import { vendorCalendarHandlers } from "./handlers/vendor-calendar";
import { vendorReservationHandlers } from "./handlers/vendor-reservations";
import { vendorListingHandlers } from "./handlers/vendor-listings";
import { type Store, createStore } from "./store";

/**
 * Every handler of the demo API under `baseUrl` (e.g. "http://127.0.0.1:4010" or
 * "https://api.test"), over one store. Shared by Vitest, the demo server and e2e.
 */
export function createHandlers(baseUrl: string, store: Store = createStore()) {
  const base = baseUrl.replace(/\/+$/, "");
  return [
    ...postHandlers(base, store),
    ...placeHandlers(base, store),
    ...geocodeHandlers(base, store),
    ...propertyHandlers(base, store),
    ...exchangeRateHandlers(base, store),
    ...authHandlers(base, store),
    ...revokeHandlers(base, store),
    ...twoFactorHandlers(base, store),
    ...guestHandlers(base, store),
    ...bookingHandlers(base, store),
    ...tripHandlers(base, store),
    ...passwordLinkHandlers(base, store),
    ...contactHandlers(base, store),
    ...vendorHandlers(base, store),
    ...vendorCalendarHandlers(base, store),
    ...vendorReservationHandlers(base, store),
    ...vendorListingHandlers(base, store),
    ...imageHandlers(base),
    ...recaptchaHandlers(base),
    ...identityProviderHandlers(base),
  ];
}
