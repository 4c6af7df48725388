import { useId, type ReactNode } from 'react';
import type { DishKind, DishThumbnail } from './sampleMenu';

/**
 * Food drawn in code (spec §2 "QR menu": sample images with no network): each dish kind is a few SVG
 * shapes on a 200 × 150 board in the dish's own colours, with garnish scattered from a seed (the dish's
 * name), so every card looks different and the same on every load. The drawings are decoration: the card
 * names the dish.
 */

const W = 200;
const H = 150;
const PLATE = '#f7f3ea';
const PLATE_RIM = '#ddd5c6';
const SHADOW = 'rgba(0,0,0,0.18)';
/** How far the board reaches past the drawing, so it fills a box of any shape around the whole dish. */
const BLEED_X = 400;
const BLEED_Y = 200;
/** The part of the board the dishes are drawn in, a little inside the board's edges: shown whole. */
const DISH_VIEW_BOX = '18 6 164 138';

/** A small deterministic random generator (mulberry32) seeded from a string. */
function seeded(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points scattered in a circle around (cx, cy). */
function scatter(random: () => number, count: number, cx: number, cy: number, radius: number) {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    return { x: cx + Math.cos(angle) * distance, y: cy + Math.sin(angle) * distance, turn: random() * 180 };
  });
}

/** Herb leaves or spice flakes. */
function Sprinkle({ random, color, count, cx, cy, radius, size = 2.4 }: SprinkleProps) {
  return (
    <g fill={color}>
      {scatter(random, count, cx, cy, radius).map((point, index) => (
        <ellipse
          key={index}
          cx={point.x}
          cy={point.y}
          rx={size}
          ry={size * 0.55}
          transform={`rotate(${point.turn} ${point.x} ${point.y})`}
        />
      ))}
    </g>
  );
}

interface SprinkleProps {
  random: () => number;
  color: string;
  count: number;
  cx: number;
  cy: number;
  radius: number;
  size?: number;
}

function Plate({ r = 58, cx = 100, cy = 75 }: { r?: number; cx?: number; cy?: number }) {
  return (
    <>
      <circle cx={cx + 4} cy={cy + 6} r={r} fill={SHADOW} />
      <circle cx={cx} cy={cy} r={r} fill={PLATE} stroke={PLATE_RIM} strokeWidth={2} />
      <circle cx={cx} cy={cy} r={r - 9} fill="none" stroke={PLATE_RIM} strokeWidth={1} opacity={0.7} />
    </>
  );
}

function Lemon({ x, y, turn = 0 }: { x: number; y: number; turn?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`}>
      <path d="M-13 0 A13 13 0 0 0 13 0 Z" fill="#f6d743" stroke="#fff6c4" strokeWidth={2} />
      <path d="M0 0 L-7 8 M0 0 L0 11 M0 0 L7 8" stroke="#fff6c4" strokeWidth={1.2} />
    </g>
  );
}

type Draw = (dish: DishThumbnail, random: () => number) => ReactNode;

const drawings: Record<DishKind, Draw> = {
  soup: (dish, random) => (
    <>
      <Plate />
      <circle cx={100} cy={75} r={45} fill="#fbfaf7" stroke={PLATE_RIM} strokeWidth={2} />
      <circle cx={100} cy={75} r={37} fill={dish.main} />
      <path
        d="M76 78 q10 -16 24 -6 t24 2"
        stroke={dish.accent}
        strokeWidth={4.5}
        strokeLinecap="round"
        fill="none"
        opacity={0.85}
      />
      <Sprinkle random={random} color={dish.garnish} count={9} cx={100} cy={72} radius={26} />
      <Lemon x={152} y={34} turn={35} />
    </>
  ),
  meze: (dish, random) => (
    <>
      <Plate />
      <circle cx={100} cy={75} r={40} fill={dish.main} />
      <ellipse
        cx={100}
        cy={75}
        rx={22}
        ry={15}
        fill="none"
        stroke={dish.accent}
        strokeWidth={3.5}
        opacity={0.8}
        transform={`rotate(${random() * 90} 100 75)`}
      />
      <Sprinkle random={random} color={dish.garnish} count={12} cx={100} cy={75} radius={30} size={2} />
      <rect x={150} y={22} width={34} height={18} rx={8} fill="#e2b36b" transform="rotate(25 167 31)" />
      <rect x={150} y={46} width={34} height={18} rx={8} fill="#d9a55a" transform="rotate(40 167 55)" />
    </>
  ),
  kebab: (dish, random) => (
    <>
      <ellipse cx={104} cy={81} rx={80} ry={54} fill={SHADOW} />
      <ellipse cx={100} cy={75} rx={80} ry={54} fill={PLATE} stroke={PLATE_RIM} strokeWidth={2} />
      <circle cx={66} cy={92} r={22} fill={dish.accent} />
      <Sprinkle random={random} color="rgba(120,70,20,0.45)" count={14} cx={66} cy={92} radius={17} size={1.6} />
      <line x1={36} y1={54} x2={170} y2={88} stroke="#9aa0a6" strokeWidth={2.5} strokeLinecap="round" />
      <line x1={52} y1={58} x2={150} y2={83} stroke={dish.main} strokeWidth={15} strokeLinecap="round" />
      {[70, 90, 110, 130].map((x) => (
        <line
          key={x}
          x1={x - 3}
          y1={(x - 52) * 0.255 + 51}
          x2={x + 3}
          y2={(x - 52) * 0.255 + 65}
          stroke="rgba(40,15,5,0.45)"
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      ))}
      <circle cx={140} cy={54} r={11} fill="#d3452b" />
      <circle cx={136} cy={50} r={3} fill="#f08a6e" />
      <path d="M108 108 q22 -10 44 -2" stroke="#3f8a2c" strokeWidth={8} strokeLinecap="round" fill="none" />
      <Sprinkle random={random} color={dish.garnish} count={6} cx={100} cy={74} radius={22} size={1.8} />
    </>
  ),
  stew: (dish, random) => (
    <>
      <Plate />
      <circle cx={78} cy={80} r={25} fill={dish.accent} stroke="rgba(120,90,50,0.35)" strokeWidth={1.5} />
      <Sprinkle random={random} color="rgba(0,0,0,0.08)" count={16} cx={78} cy={80} radius={20} size={2.2} />
      <circle cx={120} cy={70} r={27} fill={dish.main} />
      {scatter(random, 6, 120, 70, 16).map((point, index) => (
        <circle key={index} cx={point.x} cy={point.y} r={5 + random() * 3} fill="rgba(0,0,0,0.18)" />
      ))}
      <Sprinkle random={random} color={dish.garnish} count={8} cx={112} cy={72} radius={28} size={2} />
    </>
  ),
  pide: (dish, random) => (
    <>
      <path d="M22 80 Q60 40 100 42 Q140 40 178 80 Q140 116 100 114 Q60 116 22 80 Z" fill={SHADOW} />
      <path
        d="M20 75 Q60 36 100 38 Q140 36 180 75 Q140 112 100 110 Q60 112 20 75 Z"
        fill={dish.main}
        stroke="rgba(120,60,20,0.5)"
        strokeWidth={2}
      />
      <path d="M42 75 Q70 52 100 54 Q130 52 158 75 Q130 96 100 94 Q70 96 42 75 Z" fill={dish.accent} />
      {[70, 100, 130].map((x) => (
        <line key={x} x1={x} y1={46} x2={x} y2={104} stroke="rgba(90,40,10,0.35)" strokeWidth={1.5} />
      ))}
      <Sprinkle random={random} color={dish.garnish} count={10} cx={100} cy={75} radius={22} size={2} />
    </>
  ),
  flatbread: (dish, random) => (
    <>
      <circle cx={104} cy={81} r={60} fill={SHADOW} />
      <circle cx={100} cy={75} r={60} fill={dish.main} />
      <circle cx={100} cy={75} r={52} fill={dish.accent} />
      <Sprinkle random={random} color="rgba(60,20,5,0.45)" count={30} cx={100} cy={75} radius={48} size={2} />
      <Sprinkle random={random} color={dish.garnish} count={10} cx={86} cy={66} radius={22} size={3.2} />
      <Lemon x={150} y={112} turn={-20} />
    </>
  ),
  baklava: (dish, random) => {
    const diamonds: ReactNode[] = [];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 6; col++) {
        const x = 36 + col * 26 + (row % 2) * 13;
        const y = 34 + row * 21;
        diamonds.push(
          <g key={`${row}-${col}`}>
            <path
              d={`M${x} ${y - 12} L${x + 13} ${y} L${x} ${y + 12} L${x - 13} ${y} Z`}
              fill={dish.main}
              stroke={dish.accent}
              strokeWidth={1.5}
            />
            <circle cx={x} cy={y} r={3 + random()} fill={dish.garnish} />
          </g>,
        );
      }
    }
    return (
      <>
        <rect x={28} y={26} width={152} height={110} rx={8} fill={SHADOW} />
        <rect x={24} y={20} width={152} height={110} rx={8} fill="#b8b2a7" stroke="#8e877b" strokeWidth={2} />
        <svg x={30} y={26} width={140} height={98} viewBox="30 26 140 98">
          {diamonds}
        </svg>
      </>
    );
  },
  kunefe: (dish, random) => (
    <>
      <circle cx={104} cy={81} r={58} fill={SHADOW} />
      <circle cx={100} cy={75} r={58} fill="#b4632a" stroke="#8a4518" strokeWidth={2} />
      <circle cx={100} cy={75} r={47} fill={dish.main} />
      {scatter(random, 40, 100, 75, 42).map((point, index) => (
        <line
          key={index}
          x1={point.x - 4}
          y1={point.y}
          x2={point.x + 4}
          y2={point.y}
          transform={`rotate(${point.turn} ${point.x} ${point.y})`}
          stroke={dish.accent}
          strokeWidth={1.6}
          strokeLinecap="round"
        />
      ))}
      <Sprinkle random={random} color={dish.garnish} count={18} cx={100} cy={75} radius={13} size={2.6} />
    </>
  ),
  pudding: (dish, random) => (
    <>
      <circle cx={104} cy={81} r={50} fill={SHADOW} />
      <circle cx={100} cy={75} r={50} fill="#a9532a" stroke="#7d3a1b" strokeWidth={2} />
      <circle cx={100} cy={75} r={41} fill={dish.main} />
      {scatter(random, 7, 100, 75, 26).map((point, index) => (
        <circle key={index} cx={point.x} cy={point.y} r={6 + random() * 6} fill={dish.accent} opacity={0.55} />
      ))}
      <Sprinkle random={random} color={dish.garnish} count={16} cx={100} cy={75} radius={34} size={1.3} />
    </>
  ),
  tea: (dish) => (
    <>
      <ellipse cx={100} cy={124} rx={50} ry={10} fill="#ffffff" stroke="#d6d3d1" strokeWidth={2} />
      <path
        d="M80 38 Q74 60 86 78 Q92 90 84 104 Q80 120 100 121 Q120 120 116 104 Q108 90 114 78 Q126 60 120 38 Z"
        fill={dish.main}
        stroke="rgba(255,255,255,0.8)"
        strokeWidth={2.5}
      />
      <ellipse cx={100} cy={40} rx={20} ry={4} fill={dish.accent} />
      <path d="M88 48 Q84 62 92 76" stroke="rgba(255,255,255,0.45)" strokeWidth={3} fill="none" strokeLinecap="round" />
      <line x1={112} y1={30} x2={140} y2={118} stroke="#c0c4c8" strokeWidth={2.5} strokeLinecap="round" />
      <rect x={136} y={106} width={12} height={12} rx={2} fill={dish.garnish} />
      <rect x={150} y={110} width={12} height={12} rx={2} fill="#ffffff" />
    </>
  ),
  glass: (dish) => (
    <>
      <ellipse cx={100} cy={130} rx={34} ry={6} fill={SHADOW} />
      <path d="M70 28 L130 28 L123 128 L77 128 Z" fill={dish.main} stroke="rgba(255,255,255,0.85)" strokeWidth={2.5} />
      <path d="M71 28 L129 28 L128 40 L72 40 Z" fill={dish.accent} />
      <path d="M80 46 L84 118" stroke="rgba(255,255,255,0.45)" strokeWidth={4} strokeLinecap="round" />
      <circle cx={128} cy={30} r={13} fill={dish.garnish} stroke="#ffffff" strokeWidth={2} />
      <path d="M120 30 L136 30 M128 22 L128 38" stroke="#ffffff" strokeWidth={1.2} opacity={0.8} />
    </>
  ),
  coffee: (dish) => (
    <>
      <ellipse cx={92} cy={116} rx={48} ry={10} fill="#fdfcf8" stroke="#d6d3d1" strokeWidth={2} />
      <path d="M66 66 L118 66 Q116 108 92 110 Q68 108 66 66 Z" fill="#fdfcf8" stroke="#d6d3d1" strokeWidth={2} />
      <path d="M68 78 L116 78" stroke={dish.accent} strokeWidth={5} />
      <ellipse cx={92} cy={66} rx={26} ry={5} fill={dish.main} />
      <path d="M117 74 Q132 76 126 90 Q122 96 113 95" stroke="#d6d3d1" strokeWidth={4} fill="none" />
      <rect x={144} y={90} width={20} height={20} rx={3} fill={dish.garnish} />
      <rect x={156} y={76} width={20} height={20} rx={3} fill={dish.garnish} opacity={0.85} />
      <Sprinkle random={seeded('lokum')} color="#ffffff" count={10} cx={160} cy={94} radius={13} size={1.1} />
    </>
  ),
};

/** The board behind the dish: its colour, a soft light from the top left and a few grain lines. */
function Board({ color, id }: { color: string; id: string }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}-light`} cx="30%" cy="25%" r="90%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity={0.28} />
          <stop offset="100%" stopColor="#000000" stopOpacity={0.18} />
        </radialGradient>
      </defs>
      <rect x={-BLEED_X} y={-BLEED_Y} width={W + 2 * BLEED_X} height={H + 2 * BLEED_Y} fill={color} />
      {[-52, -18, 18, 47, 83, 112, 139, 170, 204].map((y, index) => (
        <path
          key={y}
          d={`M${-BLEED_X} ${y} Q${-BLEED_X / 2} ${y + (index % 2 ? 5 : -5)} 0 ${y} T${W} ${y} T${W + BLEED_X} ${y}`}
          stroke="rgba(0,0,0,0.07)"
          strokeWidth={2}
          fill="none"
        />
      ))}
      <rect x={-BLEED_X} y={-BLEED_Y} width={W + 2 * BLEED_X} height={H + 2 * BLEED_Y} fill={`url(#${id}-light)`} />
    </>
  );
}

/** An id usable inside url(#…): React's ids carry characters SVG references do not accept. */
function useSvgId(): string {
  return `dish${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** One dish on its board: the whole dish, centred in its box, with the board filling the rest. */
export function DishArt({ dish, seed, className }: { dish: DishThumbnail; seed: string; className?: string }) {
  const id = useSvgId();
  return (
    <svg
      viewBox={DISH_VIEW_BOX}
      preserveAspectRatio="xMidYMid meet"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <Board color={dish.board} id={id} />
      {drawings[dish.kind](dish, seeded(seed))}
    </svg>
  );
}

/** Where each dish of the cover sits on the table (x, y of its 200 × 150 box, and its scale). */
const COVER_PLACES = [
  { x: -40, y: 150, scale: 1.7 },
  { x: 250, y: -40, scale: 1.5 },
  { x: 470, y: 170, scale: 1.45 },
  { x: 720, y: -10, scale: 1.35 },
  { x: 930, y: 140, scale: 1.6 },
  { x: 1080, y: -30, scale: 1.2 },
];

/**
 * The menu's cover: a dark wooden table with dishes of the menu on it, drawn like the thumbnails. Wide
 * (1200 × 360), cut to the box it fills.
 */
export function CoverArt({
  dishes,
  className,
}: {
  dishes: { dish: DishThumbnail; seed: string }[];
  className?: string;
}) {
  const id = useSvgId();
  return (
    <svg
      viewBox="0 0 1200 360"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-wood`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#5a3820" />
          <stop offset="55%" stopColor="#3f2615" />
          <stop offset="100%" stopColor="#2a190e" />
        </linearGradient>
      </defs>
      <rect width={1200} height={360} fill={`url(#${id}-wood)`} />
      {Array.from({ length: 9 }, (_, index) => {
        const y = 20 + index * 40;
        return (
          <path
            key={y}
            d={`M0 ${y} Q300 ${y + (index % 2 ? 10 : -10)} 600 ${y} T1200 ${y}`}
            stroke="rgba(0,0,0,0.22)"
            strokeWidth={3}
            fill="none"
          />
        );
      })}
      {dishes.slice(0, COVER_PLACES.length).map(({ dish, seed }, index) => {
        const place = COVER_PLACES[index]!;
        return (
          <g key={seed} transform={`translate(${place.x} ${place.y}) scale(${place.scale})`}>
            {drawings[dish.kind](dish, seeded(seed))}
          </g>
        );
      })}
    </svg>
  );
}
