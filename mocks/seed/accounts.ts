export interface UserRecord {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_agent: 0 | 1;
  is_owner: 0 | 1;
  is_user: 0 | 1;
  /** Accounts with a second factor answer login with two_factor_required. */
  twoFactorCode?: string;
  /** One session at a time: a new sign-in replaces the earlier tokens, which then answer 409. */
  singleSession?: boolean;
  /** What a property page shows of its host (owners and agents): since when, how they answer. */
  hosting?: { since: string; responseRate: number; responseTime: string };
  /**
   * An agent's owners: the accounts whose properties the agent lists and runs as if they were
   * their own (mocks/handlers/vendor-access.ts). Owners never see each other's.
   */
  manages?: number[];
}

export const DEMO_PASSWORD = "password123";

/** id, first name, last name, email of the travellers who booked the seeded stays. */
export const SEEDED_TRAVELLERS = [
  [7, "Lena", "Lindqvist", "lena@example.com"],
  [8, "Marco", "Moretti", "marco@example.com"],
  [9, "Priya", "Patel", "priya@example.com"],
  [10, "Jonas", "Becker", "jonas@example.com"],
] as const;

export function seedUsers(): UserRecord[] {
  return [
    {
      id: 1,
      email: "guest@example.com",
      password: DEMO_PASSWORD,
      first_name: "Grace",
      last_name: "Guest",
      phone: "+44 20 7946 0958",
      is_agent: 0,
      is_owner: 0,
      is_user: 1,
    },
    {
      id: 2,
      email: "owner@example.com",
      password: DEMO_PASSWORD,
      first_name: "Olivia",
      last_name: "Owner",
      phone: "+351 21 000 0000",
      is_agent: 0,
      is_owner: 1,
      is_user: 1,
      hosting: { since: "2019-04-12", responseRate: 98, responseTime: "within an hour" },
    },
    {
      id: 3,
      email: "agent@example.com",
      password: DEMO_PASSWORD,
      first_name: "Arturo",
      last_name: "Agent",
      phone: "+34 91 000 0000",
      is_agent: 1,
      is_owner: 1,
      is_user: 0,
      hosting: { since: "2021-09-03", responseRate: 91, responseTime: "within a few hours" },
      manages: [4],
    },
    {
      id: 4,
      email: "2fa@example.com",
      password: DEMO_PASSWORD,
      first_name: "Tessa",
      last_name: "Twofactor",
      phone: null,
      is_agent: 0,
      is_owner: 1,
      is_user: 1,
      twoFactorCode: "123456",
      hosting: { since: "2022-05-20", responseRate: 95, responseTime: "within a day" },
    },
    {
      id: 5,
      email: "twostep@example.com",
      password: DEMO_PASSWORD,
      first_name: "Theo",
      last_name: "Twostep",
      phone: null,
      is_agent: 1,
      is_owner: 0,
      is_user: 1,
      twoFactorCode: "123456",
      manages: [4],
    },
    {
      id: 6,
      email: "solo@example.com",
      password: DEMO_PASSWORD,
      first_name: "Sasha",
      last_name: "Solo",
      phone: null,
      is_agent: 0,
      is_owner: 0,
      is_user: 1,
      singleSession: true,
    },
    // Travellers whose seeded stays fill the demo owners' reservations (mocks/seed/bookings.ts).
    ...SEEDED_TRAVELLERS.map(([id, first_name, last_name, email]) => ({
      id,
      email,
      password: DEMO_PASSWORD,
      first_name,
      last_name,
      phone: null,
      is_agent: 0 as const,
      is_owner: 0 as const,
      is_user: 1 as const,
    })),
  ];
}

export interface PaymentMethodRecord {
  id: number;
  userId: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder: string;
}

export function seedPaymentMethods(): PaymentMethodRecord[] {
  return [
    { id: 1, userId: 1, brand: "Visa", last4: "4242", exp_month: 8, exp_year: 2029, holder: "Grace Guest" },
    { id: 2, userId: 1, brand: "Mastercard", last4: "4444", exp_month: 2, exp_year: 2028, holder: "Grace Guest" },
    { id: 3, userId: 4, brand: "Visa", last4: "1881", exp_month: 11, exp_year: 2030, holder: "Tessa Twofactor" },
  ];
}

export interface WishlistRecord {
  id: number;
  userId: number;
  name: string;
  propertyIds: number[];
}

export function seedWishlists(): WishlistRecord[] {
  return [
    { id: 1, userId: 1, name: "Summer by the sea", propertyIds: [1, 15, 29] },
    { id: 2, userId: 1, name: "Ski week ideas", propertyIds: [4, 18] },
  ];
}
