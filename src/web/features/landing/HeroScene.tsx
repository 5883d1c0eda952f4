/**
 * The landing hero's illustration: a bay at golden hour, drawn in the demo photos' style —
 * soft gradients, flat shapes, the harbour teal and sunset palette with earth tones, a
 * little grain. Pure SVG, so it costs no request and stays sharp at any width.
 */
const House = ({ x, y, w, h, wall, roof, flip }: { x: number; y: number; w: number; h: number; wall: string; roof: string; flip?: boolean }) => (
  <g transform={`translate(${x} ${y})${flip ? ` scale(-1 1) translate(${-w} 0)` : ''}`}>
    <rect x="0" y={-h} width={w} height={h} fill={wall} />
    <path d={`M${-6} ${-h + 2} L${w / 2} ${-h - w * 0.48} L${w + 6} ${-h + 2} Z`} fill={roof} />
    <rect x={w * 0.18} y={-h * 0.62} width={w * 0.22} height={h * 0.26} rx="2" fill="#fdba74" />
    <rect x={w * 0.58} y={-h * 0.55} width={w * 0.2} height={h * 0.55} rx="2" fill="#7c2d12" opacity="0.85" />
  </g>
);

const Tree = ({ x, y, r, fill = '#1f5f55' }: { x: number; y: number; r: number; fill?: string }) => (
  <g>
    <rect x={x - 2.5} y={y - r * 0.4} width="5" height={r * 1.3} fill="#5b3a24" />
    <circle cx={x} cy={y - r} r={r} fill={fill} />
  </g>
);

const Cypress = ({ x, y, h, fill = '#1b4d45' }: { x: number; y: number; h: number; fill?: string }) => (
  <path d={`M${x} ${y - h} C${x + h * 0.2} ${y - h * 0.7} ${x + h * 0.18} ${y - h * 0.15} ${x} ${y} C${x - h * 0.18} ${y - h * 0.15} ${x - h * 0.2} ${y - h * 0.7} ${x} ${y - h}Z`} fill={fill} />
);

export function HeroScene({ className, label }: { className?: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 1600 700" preserveAspectRatio="xMidYMax slice" role="img" aria-label={label}>
      <defs>
        <linearGradient id="hs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fffaf3" />
          <stop offset="0.42" stopColor="#fdeedd" />
          <stop offset="0.68" stopColor="#fcd9b8" />
          <stop offset="0.82" stopColor="#f8bd8f" />
        </linearGradient>
        <linearGradient id="hs-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8cc3b8" />
          <stop offset="0.5" stopColor="#3f978a" />
          <stop offset="1" stopColor="#136c63" />
        </linearGradient>
        <linearGradient id="hs-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e7b39c" />
          <stop offset="1" stopColor="#f2c9ae" />
        </linearGradient>
        <linearGradient id="hs-hill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6aa898" />
          <stop offset="1" stopColor="#4a8e7e" />
        </linearGradient>
        <linearGradient id="hs-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f7d6f" />
          <stop offset="1" stopColor="#1f6157" />
        </linearGradient>
        <radialGradient id="hs-sun">
          <stop offset="0" stopColor="#fed7aa" stopOpacity="0.95" />
          <stop offset="0.45" stopColor="#fdba74" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fdba74" stopOpacity="0" />
        </radialGradient>
        <filter id="hs-grain" x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch" />
          <feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.25  0 0 0 0 0.15  0 0 0 0.07 0" />
        </filter>
      </defs>

      <rect width="1600" height="700" fill="url(#hs-sky)" />
      <circle cx="1150" cy="412" r="190" fill="url(#hs-sun)" />
      <circle cx="1150" cy="418" r="58" fill="#fb923c" opacity="0.9" />

      <g fill="#ffffff" opacity="0.55">
        <ellipse cx="250" cy="150" rx="90" ry="16" />
        <ellipse cx="310" cy="136" rx="60" ry="16" />
        <ellipse cx="1370" cy="110" rx="110" ry="15" />
        <ellipse cx="1430" cy="96" rx="55" ry="14" />
        <ellipse cx="860" cy="230" rx="70" ry="10" opacity="0.7" />
      </g>
      <g fill="none" stroke="#57534e" strokeWidth="2.4" strokeLinecap="round" opacity="0.7">
        <path d="M1300 262 q8 -8 16 0 q8 -8 16 0" />
        <path d="M1350 240 q6 -6 12 0 q6 -6 12 0" />
        <path d="M1332 290 q5 -5 10 0 q5 -5 10 0" />
      </g>

      {/* Distant mountains and the far shore */}
      <path d="M0 420 C90 392 150 350 240 352 C330 354 380 398 470 392 C560 386 620 330 720 334 C820 338 870 392 960 396 C1050 400 1100 372 1180 374 C1290 377 1330 330 1430 332 C1510 334 1560 366 1600 380 V520 H0Z" fill="url(#hs-far)" opacity="0.75" />
      <path d="M0 468 C120 446 220 430 330 440 C440 450 520 470 640 462 C760 454 840 436 960 444 C1080 452 1160 470 1280 462 C1400 454 1500 440 1600 446 V540 H0Z" fill="#a9c9b9" />

      {/* The bay, with the sun's reflection */}
      <rect x="0" y="478" width="1600" height="222" fill="url(#hs-water)" />
      <g stroke="#fde4cc" strokeLinecap="round" opacity="0.8">
        <path d="M1100 498 H1200" strokeWidth="5" />
        <path d="M1080 516 H1220" strokeWidth="4" opacity="0.8" />
        <path d="M1112 534 H1190" strokeWidth="4" opacity="0.7" />
        <path d="M1094 554 H1170" strokeWidth="3" opacity="0.5" />
        <path d="M1130 572 H1160" strokeWidth="3" opacity="0.4" />
      </g>
      <g stroke="#d6ebe5" strokeLinecap="round" strokeWidth="2.5" opacity="0.45">
        <path d="M520 520 H580" /><path d="M700 548 H760" /><path d="M420 566 H470" /><path d="M860 590 H930" />
      </g>

      {/* A little sailing boat */}
      <g transform="translate(690 538)">
        <path d="M-34 0 H34 L24 14 H-24Z" fill="#7c2d12" />
        <path d="M-2 -4 V-70 L30 -8Z" fill="#fffaf3" />
        <path d="M-6 -4 V-56 L-30 -8Z" fill="#fed7aa" />
        <path d="M-26 22 H26" stroke="#d6ebe5" strokeWidth="2.5" strokeLinecap="round" opacity="0.6" />
      </g>

      {/* The headland with its lighthouse (left) */}
      <path d="M0 470 C80 452 160 440 250 446 C340 452 400 492 470 530 C520 558 560 600 600 700 H0Z" fill="url(#hs-hill)" />
      <g transform="translate(196 446)">
        <path d="M-14 0 L-9 -92 H9 L14 0Z" fill="#fffaf3" />
        <path d="M-12.6 -26 H12.6 L11.8 -42 H-11.8Z M-10.8 -60 H10.8 L10 -74 H-10Z" fill="#c2410c" />
        <rect x="-12" y="-108" width="24" height="16" rx="3" fill="#fdba74" />
        <path d="M-16 -108 H16 L0 -124Z" fill="#7c2d12" />
        <path d="M12 -100 L120 -116 L120 -84Z" fill="#fed7aa" opacity="0.35" />
      </g>
      <Cypress x={280} y={470} h={64} />
      <Cypress x={302} y={476} h={48} fill="#2f6f5f" />

      {/* The village hill (right) */}
      <path d="M760 700 C820 600 900 520 1010 492 C1120 464 1220 440 1330 446 C1440 452 1530 470 1600 486 V700Z" fill="url(#hs-hill)" />
      <House x={1030} y={500} w={46} h={40} wall="#fff7ed" roof="#c2410c" />
      <House x={1096} y={486} w={56} h={50} wall="#fde4cc" roof="#7c2d12" />
      <House x={1180} y={476} w={44} h={44} wall="#fffaf3" roof="#0f766e" flip />
      <House x={1246} y={470} w={60} h={54} wall="#fed7aa" roof="#9a3412" />
      <House x={1340} y={472} w={46} h={40} wall="#fff7ed" roof="#57534e" flip />
      <House x={1418} y={478} w={52} h={46} wall="#fde4cc" roof="#c2410c" />
      <Tree x={1000} y={516} r={16} />
      <Tree x={1162} y={494} r={12} fill="#2f6f5f" />
      <Tree x={1322} y={482} r={14} />
      <Cypress x={1494} y={494} h={70} />
      <Cypress x={1514} y={498} h={52} fill="#2f6f5f" />

      {/* Foreground meadow and trees framing the view */}
      <path d="M0 640 C160 600 300 596 460 618 C620 640 700 650 860 632 C1020 614 1140 596 1300 606 C1440 615 1530 630 1600 640 V700 H0Z" fill="url(#hs-near)" />
      <path d="M0 676 C200 656 420 660 640 676 C860 692 1080 668 1300 666 C1440 665 1540 672 1600 680 V700 H0Z" fill="#184f47" />
      <Tree x={90} y={640} r={34} fill="#1b4d45" />
      <Tree x={140} y={652} r={24} />
      <Cypress x={1420} y={640} h={120} fill="#164840" />
      <Tree x={1510} y={646} r={30} fill="#1b4d45" />
      <g fill="#fdba74" opacity="0.9">
        <circle cx="420" cy="640" r="4" /><circle cx="446" cy="648" r="3" /><circle cx="980" cy="634" r="4" /><circle cx="1004" cy="640" r="3" />
      </g>

      <rect width="1600" height="700" filter="url(#hs-grain)" />
    </svg>
  );
}
