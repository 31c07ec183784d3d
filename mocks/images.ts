/** Generated pictures: landscapes with a house, varied by name, so no photo ever leaves the machine. */

const PALETTES = [
  {
    sky: ["#7cc4e8", "#f6d7a7"],
    far: "#6a9fb5",
    near: "#2f7d6d",
    ground: "#e9c98f",
    accent: "#d8643c",
    sun: "#ffe08a",
  },
  {
    sky: ["#f3a683", "#f7d794"],
    far: "#c27c6b",
    near: "#7a5c58",
    ground: "#e8b07a",
    accent: "#3d5a80",
    sun: "#fff1b8",
  },
  {
    sky: ["#89c2d9", "#e0fbfc"],
    far: "#98c1d9",
    near: "#3d5a80",
    ground: "#cfe8d6",
    accent: "#ee6c4d",
    sun: "#ffffff",
  },
  {
    sky: ["#355c7d", "#f67280"],
    far: "#6c5b7b",
    near: "#2a3d54",
    ground: "#c06c84",
    accent: "#f8b195",
    sun: "#ffd3b5",
  },
  {
    sky: ["#a8e6cf", "#fdffab"],
    far: "#7fb685",
    near: "#3b7d4f",
    ground: "#dcedc1",
    accent: "#b5543c",
    sun: "#fff5a5",
  },
  {
    sky: ["#5fa8d3", "#cae9ff"],
    far: "#bee3f8",
    near: "#1b4965",
    ground: "#62b6cb",
    accent: "#f4a259",
    sun: "#fffbe6",
  },
];

export function hashName(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function renderPicture(kind: string, name: string): string {
  const hash = hashName(`${kind}/${name}`);
  const palette = PALETTES[hash % PALETTES.length]!;
  const sunX = 160 + (hash % 900);
  const ridge = (hash >> 4) % 140;
  const houseX = 240 + ((hash >> 8) % 640);
  const water = kind === "destinations" || (hash >> 12) % 2 === 0;
  const id = `g${hash.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#${id})"/>
<circle cx="${sunX}" cy="${170 + (hash % 60)}" r="${60 + (hash % 30)}" fill="${palette.sun}" opacity="0.9"/>
<path d="M0 ${430 - ridge / 2} L${200 + ridge} ${300 + ridge / 3} L${460} ${400 - ridge / 2} L${720 + ridge} ${280 + ridge / 4} L1000 ${390 - ridge / 3} L1200 ${330} V800 H0Z" fill="${palette.far}" opacity="0.85"/>
<path d="M0 ${540} C300 ${470 + ridge / 3} 600 ${560} 900 ${500 - ridge / 4} S1150 ${480} 1200 ${510} V800 H0Z" fill="${palette.near}"/>
${water ? `<rect y="620" width="1200" height="180" fill="${palette.far}" opacity="0.7"/><path d="M0 640 Q150 628 300 640 T600 640 T900 640 T1200 640" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" fill="none"/>` : `<rect y="620" width="1200" height="180" fill="${palette.ground}"/>`}
<g transform="translate(${houseX} 470)"><rect x="0" y="40" width="180" height="120" fill="#faf6ef"/><path d="M-16 48 L90 -20 L196 48Z" fill="${palette.accent}"/><rect x="72" y="92" width="36" height="68" fill="#5b4636"/><rect x="22" y="70" width="34" height="30" fill="${palette.sky[0]}"/><rect x="124" y="70" width="34" height="30" fill="${palette.sky[0]}"/></g>
</svg>`;
}
