/** Every upstream answer's zod schema (docs/api.md), one module per area. */
export * from "./schemas/account";
export * from "./schemas/common";
export * from "./schemas/exchange-rates";
export * from "./schemas/places";
export * from "./schemas/posts";
export * from "./schemas/properties";
export * from "./schemas/owner";
export * from "./schemas/owner-calendar";
export * from "./schemas/reservations";
export * from "./schemas/geocode";
export * from "./schemas/owner-listings";
