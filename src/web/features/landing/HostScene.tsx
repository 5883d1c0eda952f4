/** "Become a host": a cabin with its door open, a key and a welcome mat, in the hero's palette. */
export function HostScene() {
  return (
    <svg viewBox="0 0 480 360" role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id="hsc-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ccfbf1" />
          <stop offset="1" stopColor="#fdeedd" />
        </linearGradient>
        <linearGradient id="hsc-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fed7aa" />
          <stop offset="1" stopColor="#fdba74" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="24" fill="url(#hsc-sky)" />
      <circle cx="380" cy="86" r="34" fill="#fb923c" opacity="0.85" />
      <path d="M0 268 C90 240 170 236 250 250 C340 266 410 250 480 236 V360 H0Z" fill="#6aa898" />
      <path d="M0 300 C120 284 260 290 480 280 V360 H0Z" fill="#2f7d6f" />
      {/* the cabin */}
      <path d="M132 276 V170 L240 96 L348 170 V276Z" fill="url(#hsc-wall)" />
      <path d="M112 178 L240 84 L368 178" fill="none" stroke="#7c2d12" strokeWidth="18" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="160" y="190" width="44" height="40" rx="4" fill="#fffaf3" />
      <path d="M182 190 V230 M160 210 H204" stroke="#fdba74" strokeWidth="4" />
      <rect x="218" y="196" width="56" height="80" rx="6" fill="#134e4a" />
      <path d="M218 196 L252 206 V286 L218 276Z" fill="#0f766e" />
      <circle cx="246" cy="244" r="3.5" fill="#fdba74" />
      <rect x="286" y="190" width="44" height="40" rx="4" fill="#fffaf3" />
      <path d="M308 190 V230 M286 210 H330" stroke="#fdba74" strokeWidth="4" />
      <rect x="206" y="278" width="80" height="10" rx="5" fill="#ea580c" />
      {/* the key, hanging on a tag */}
      <g transform="translate(84 96) rotate(-20)">
        <circle r="18" fill="none" stroke="#1c1917" strokeWidth="7" />
        <path d="M16 0 H62 M44 0 V14 M56 0 V10" stroke="#1c1917" strokeWidth="7" strokeLinecap="round" />
      </g>
      <Leaf x={84} y={268} />
      <Leaf x={404} y={262} />
    </svg>
  );
}

function Leaf({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-3" y="-20" width="6" height="22" fill="#5b3a24" />
      <circle cy="-44" r="30" fill="#1f5f55" />
      <circle cx="-14" cy="-32" r="18" fill="#2f6f5f" />
    </g>
  );
}
