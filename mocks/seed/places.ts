export interface DestinationSeed {
  slug: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  intro: string;
  highlights: string[];
  /** Words that fit the place, used to write property titles. */
  setting: "coast" | "mountains" | "city" | "countryside" | "island" | "lakes";
}

export const DESTINATIONS: DestinationSeed[] = [
  {
    slug: "algarve",
    name: "Algarve",
    country: "Portugal",
    latitude: 37.09,
    longitude: -8.25,
    setting: "coast",
    intro: "Golden cliffs, sheltered coves and fishing towns on Portugal's sunny southern coast.",
    highlights: [
      "The sea caves of Benagil by kayak",
      "Grilled sardines in the harbour of Olhão",
      "The Seven Hanging Valleys cliff walk",
    ],
  },
  {
    slug: "lisbon",
    name: "Lisbon",
    country: "Portugal",
    latitude: 38.72,
    longitude: -9.14,
    setting: "city",
    intro: "Seven hills, yellow trams and tiled façades, with Atlantic beaches half an hour away.",
    highlights: [
      "Sunset at the Miradouro da Senhora do Monte",
      "Pastéis de nata in Belém",
      "A day trip to the palaces of Sintra",
    ],
  },
  {
    slug: "provence",
    name: "Provence",
    country: "France",
    latitude: 43.95,
    longitude: 5.05,
    setting: "countryside",
    intro: "Lavender fields, hilltop villages and long lunches under plane trees.",
    highlights: [
      "The lavender of the Valensole plateau in July",
      "Market morning in L'Isle-sur-la-Sorgue",
      "The ochre cliffs of Roussillon",
    ],
  },
  {
    slug: "french-alps",
    name: "French Alps",
    country: "France",
    latitude: 45.92,
    longitude: 6.87,
    setting: "mountains",
    intro: "Chalets under Mont Blanc for skiing in winter and alpine lakes in summer.",
    highlights: [
      "The cable car to the Aiguille du Midi",
      "Swimming in Lac d'Annecy",
      "Fondue after a day on the slopes",
    ],
  },
  {
    slug: "tuscany",
    name: "Tuscany",
    country: "Italy",
    latitude: 43.35,
    longitude: 11.1,
    setting: "countryside",
    intro: "Cypress-lined roads, stone farmhouses and vineyards between Florence and Siena.",
    highlights: ["Wine tasting in Chianti", "The towers of San Gimignano", "The hot springs of Saturnia"],
  },
  {
    slug: "amalfi-coast",
    name: "Amalfi Coast",
    country: "Italy",
    latitude: 40.63,
    longitude: 14.6,
    setting: "coast",
    intro: "Pastel villages stacked above the sea, lemon groves and boat days to Capri.",
    highlights: [
      "The Path of the Gods above Positano",
      "A boat to the Emerald Grotto",
      "Limoncello in Ravello's gardens",
    ],
  },
  {
    slug: "crete",
    name: "Crete",
    country: "Greece",
    latitude: 35.24,
    longitude: 24.81,
    setting: "island",
    intro: "Greece's largest island: gorges, pink-sand beaches and Venetian harbours.",
    highlights: ["Hiking the Samaria Gorge", "The lagoon of Balos", "The old harbour of Chania at night"],
  },
  {
    slug: "mallorca",
    name: "Mallorca",
    country: "Spain",
    latitude: 39.62,
    longitude: 2.98,
    setting: "island",
    intro: "Turquoise coves, the Tramuntana mountains and stone fincas among olive trees.",
    highlights: ["Cycling the Tramuntana", "Swimming at Caló des Moro", "The old town of Palma"],
  },
  {
    slug: "andalusia",
    name: "Andalusia",
    country: "Spain",
    latitude: 37.39,
    longitude: -5.98,
    setting: "countryside",
    intro: "White villages, Moorish palaces and long beaches on the Costa de la Luz.",
    highlights: ["The Alhambra in Granada", "Flamenco in a Seville peña", "The white village of Vejer"],
  },
  {
    slug: "scottish-highlands",
    name: "Scottish Highlands",
    country: "United Kingdom",
    latitude: 57.12,
    longitude: -4.71,
    setting: "lakes",
    intro: "Lochs, glens and castles under big skies, with cosy cottages to come home to.",
    highlights: ["Glencoe on a clear morning", "The Isle of Skye's Fairy Pools", "A distillery tour on Speyside"],
  },
  {
    slug: "cornwall",
    name: "Cornwall",
    country: "United Kingdom",
    latitude: 50.27,
    longitude: -5.05,
    setting: "coast",
    intro: "Surf beaches, harbour villages and the coast path along England's far south-west.",
    highlights: [
      "The coast path from St Ives to Zennor",
      "The Minack open-air theatre",
      "Pasties on the harbour wall in Padstow",
    ],
  },
  {
    slug: "bavarian-alps",
    name: "Bavarian Alps",
    country: "Germany",
    latitude: 47.49,
    longitude: 11.1,
    setting: "mountains",
    intro: "Painted villages, mountain huts and clear lakes south of Munich.",
    highlights: ["Neuschwanstein castle at dawn", "Rowing on the Königssee", "A hut lunch on the Zugspitze"],
  },
  {
    slug: "lake-como",
    name: "Lake Como",
    country: "Italy",
    latitude: 46.0,
    longitude: 9.26,
    setting: "lakes",
    intro: "Villas and gardens on a mountain-ringed lake, with ferries between the villages.",
    highlights: [
      "The gardens of Villa del Balbianello",
      "A ferry hop from Bellagio to Varenna",
      "Aperitivo on the waterfront",
    ],
  },
  {
    slug: "norwegian-fjords",
    name: "Norwegian Fjords",
    country: "Norway",
    latitude: 61.1,
    longitude: 7.0,
    setting: "lakes",
    intro: "Steep green walls, waterfalls and wooden houses at the water's edge.",
    highlights: ["A ferry through the Nærøyfjord", "The hike to Trolltunga", "Fresh shrimp on the quay in Bergen"],
  },
  {
    slug: "dalmatian-coast",
    name: "Dalmatian Coast",
    country: "Croatia",
    latitude: 43.51,
    longitude: 16.44,
    setting: "coast",
    intro: "Roman towns, island hopping and clear Adriatic water from Split to Dubrovnik.",
    highlights: ["Diocletian's Palace in Split", "The city walls of Dubrovnik", "A sailing day to Hvar"],
  },
];

export interface PropertyCategorySeed {
  id: number;
  slug: string;
  name: string;
  description: string;
  noun: string;
}

export const PROPERTY_CATEGORIES: PropertyCategorySeed[] = [
  {
    id: 1,
    slug: "villas",
    name: "Villas",
    description: "Private villas with space to spread out, most with a pool.",
    noun: "Villa",
  },
  {
    id: 2,
    slug: "cottages",
    name: "Cottages",
    description: "Characterful cottages for quiet weeks in the country.",
    noun: "Cottage",
  },
  {
    id: 3,
    slug: "apartments",
    name: "Apartments",
    description: "City and seaside apartments close to everything.",
    noun: "Apartment",
  },
  {
    id: 4,
    slug: "cabins",
    name: "Cabins",
    description: "Wooden cabins in the forest and the mountains.",
    noun: "Cabin",
  },
  {
    id: 5,
    slug: "beach-houses",
    name: "Beach houses",
    description: "Homes a short walk from the sand.",
    noun: "Beach house",
  },
  {
    id: 6,
    slug: "farmhouses",
    name: "Farmhouses",
    description: "Restored farmhouses among vineyards and olive groves.",
    noun: "Farmhouse",
  },
  {
    id: 7,
    slug: "chalets",
    name: "Chalets",
    description: "Alpine chalets for ski weeks and summer hikes.",
    noun: "Chalet",
  },
  {
    id: 8,
    slug: "townhouses",
    name: "Townhouses",
    description: "Historic townhouses in the heart of old towns.",
    noun: "Townhouse",
  },
];

/** The amenities of docs/api.md: what homes are described with, and all an owner may choose from. */
export const AMENITIES = [
  "Wi-Fi",
  "Kitchen",
  "Washing machine",
  "Air conditioning",
  "Heating",
  "Free parking",
  "Pool",
  "Hot tub",
  "Sea view",
  "Garden",
  "Barbecue",
  "Fireplace",
  "Dishwasher",
  "Workspace",
  "Pets allowed",
  "EV charger",
  "Balcony",
  "Cot and high chair",
] as const;
