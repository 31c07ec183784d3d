/** The home hero's illustration: pure SVG, so it paints with the HTML and never shifts layout. */
export function HeroScene() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b4f4a" />
          <stop offset="0.55" stopColor="#13807a" />
          <stop offset="1" stopColor="#f0b46a" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f6f78" />
          <stop offset="1" stopColor="#0a3d4a" />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#hero-sky)" />
      <circle cx="1130" cy="330" r="90" fill="#ffd38a" opacity="0.9" />
      <path d="M0 360 220 250l170 90 210-140 260 170 190-110 210 120 180-80v300H0z" fill="#0d5c57" opacity="0.75" />
      <path d="M0 420h1440v140H0z" fill="url(#hero-sea)" />
      <path
        d="M0 430c120 18 240 18 360 0s240-18 360 0 240 18 360 0 240-18 360 0"
        fill="none"
        stroke="#8fd3cf"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <path d="M980 420V362l44-34 44 34v58z" fill="#f7efe3" />
      <path d="M970 366l54-46 54 46" fill="none" stroke="#c2553d" strokeWidth="10" strokeLinejoin="round" />
      <rect x="1014" y="386" width="20" height="34" fill="#8a5a3c" />
    </svg>
  );
}
