import { shade, vary } from './color.ts';
import type { Rng } from './random.ts';
import { blobPath, el, group, wobble, type Defs } from './svg.ts';

/** Small garnishes that say what a dish is: herbs on phở, egg on ramen, feta on a Greek salad. */
export type Topping =
  | 'herbs'
  | 'scallion'
  | 'chili'
  | 'lime'
  | 'lemon'
  | 'sprouts'
  | 'meat'
  | 'shrimp'
  | 'egg'
  | 'fried-egg'
  | 'tofu'
  | 'sesame'
  | 'nori'
  | 'onion'
  | 'tomato'
  | 'cucumber'
  | 'olive'
  | 'feta'
  | 'corn'
  | 'pepper'
  | 'cream'
  | 'berries'
  | 'sugar'
  | 'peanuts'
  | 'avocado'
  | 'carrot'
  | 'pomegranate'
  | 'shallots'
  | 'cheese'
  | 'spice'
  | 'mango'
  | 'chickpeas';

type Draw = (rng: Rng, defs: Defs) => string;

const green = ['#4f8a2e', '#5e9c35', '#3f7a2a', '#6aa84f'];

const leaf: Draw = (rng) => {
  const color = vary(rng, rng.pick(green), 0.05);
  const len = rng.range(34, 52);
  return group([
    el('path', { d: `M0 0 Q${len * 0.5} ${-len * 0.45} ${len} 0 Q${len * 0.5} ${len * 0.45} 0 0Z`, fill: color }),
    el('path', { d: `M2 0 L${len * 0.9} 0`, stroke: shade(color, 0.3), 'stroke-width': 1.5 }),
  ]);
};

const ring =
  (outer: string, inner: string, width: number): Draw =>
  (rng) => {
    const r = rng.range(9, 14);
    return el('circle', { r, fill: inner, stroke: outer, 'stroke-width': width });
  };

/** How each topping looks, drawn around the origin at its natural size. */
export const toppingDrawings: Record<Topping, Draw> = {
  herbs: (rng, defs) =>
    group([
      leaf(rng, defs),
      group([leaf(rng, defs)], { transform: `rotate(${rng.range(50, 90)})` }),
      group([leaf(rng, defs)], { transform: `rotate(${rng.range(-90, -50)})` }),
    ]),
  scallion: ring('#5f9e3a', '#d8ebb5', 4),
  chili: (rng) => {
    const r = rng.range(8, 12);
    return group([
      el('circle', { r, fill: '#c9231c' }),
      el('circle', { r: r * 0.6, fill: '#f0d8a8' }),
      el('circle', { cx: r * 0.2, cy: -r * 0.1, r: 1.8, fill: '#f7ecd0' }),
    ]);
  },
  lime: (_rng, defs) =>
    group([
      el('path', { d: 'M-60 0 A60 60 0 0 1 60 0Z', fill: '#5b9e2c' }),
      el('path', { d: 'M-53 -2 A53 53 0 0 1 53 -2Z', fill: defs.volume('#cfe59a', 0.1) }),
      el('path', { d: 'M0 -2 L-30 -40 M0 -2 L0 -50 M0 -2 L30 -40', stroke: '#eef7d2', 'stroke-width': 3 }),
    ]),
  lemon: (_rng, defs) =>
    group([
      el('path', { d: 'M-60 0 A60 60 0 0 1 60 0Z', fill: '#f2c230' }),
      el('path', { d: 'M-53 -2 A53 53 0 0 1 53 -2Z', fill: defs.volume('#fbe98a', 0.1) }),
      el('path', { d: 'M0 -2 L-30 -40 M0 -2 L0 -50 M0 -2 L30 -40', stroke: '#fff8d0', 'stroke-width': 3 }),
    ]),
  sprouts: (rng) =>
    el('path', {
      d: `M0 0 q${rng.range(10, 20)} ${rng.range(-12, 12)} ${rng.range(30, 45)} ${rng.range(-6, 6)}`,
      stroke: '#f4f1df',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
  meat: (rng, defs) => {
    const color = vary(rng, '#9a6450', 0.05);
    return group([
      el('path', { d: blobPath(wobble(rng, 80, 44, 10, 0.12)), fill: shade(color, -0.2) }),
      el('path', { d: blobPath(wobble(rng, 74, 38, 10, 0.1)), fill: defs.volume(color, 0.1) }),
      el('path', {
        d: `M-50 -6 q30 ${rng.range(-14, 14)} 60 2 t40 ${rng.range(-10, 10)}`,
        stroke: shade(color, 0.4),
        'stroke-width': 4,
        fill: 'none',
        opacity: 0.55,
      }),
      el('path', {
        d: `M-40 14 q30 ${rng.range(-8, 8)} 70 -4`,
        stroke: shade(color, 0.3),
        'stroke-width': 3,
        fill: 'none',
        opacity: 0.4,
      }),
    ]);
  },
  shrimp: (_rng, defs) =>
    group([
      el('path', {
        d: 'M-28 10 A30 30 0 1 1 28 10',
        stroke: defs.volume('#f08a5d', 0.2),
        'stroke-width': 22,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      el('path', { d: 'M-14 -20 l6 10 M4 -27 l0 12 M20 -18 l-6 9', stroke: '#fbe0cf', 'stroke-width': 3 }),
      el('path', { d: 'M28 10 l14 8 l-4 -16z', fill: '#d9623a' }),
    ]),
  egg: (_rng, defs) =>
    group([
      el('ellipse', { rx: 48, ry: 36, fill: defs.volume('#fbf8f0', 0.06) }),
      el('circle', { cx: 3, cy: 2, r: 22, fill: defs.volume('#f29e1a', 0.25) }),
    ]),
  'fried-egg': (rng, defs) =>
    group([
      el('path', { d: blobPath(wobble(rng, 70, 62, 9, 0.15)), fill: '#fcfaf4' }),
      el('circle', { cx: rng.range(-8, 8), cy: rng.range(-8, 8), r: 26, fill: defs.volume('#f7a81b', 0.3) }),
    ]),
  tofu: (rng, defs) =>
    el('rect', { x: -16, y: -16, width: 32, height: 32, rx: 6, fill: defs.volume(vary(rng, '#f1e6c8', 0.03), 0.12) }),
  sesame: (rng) => el('ellipse', { rx: 4, ry: 2.2, fill: rng.chance(0.8) ? '#f4e8c8' : '#2a2a2a' }),
  nori: () => el('rect', { x: -45, y: -60, width: 90, height: 120, rx: 4, fill: '#1f2d22' }),
  onion: ring('#c9a3c4', 'none', 3),
  tomato: (_rng, defs) =>
    group([
      el('circle', { r: 24, fill: defs.volume('#d8332a', 0.2) }),
      el('path', { d: 'M0 -14 L0 14 M-12 -7 L12 7 M-12 7 L12 -7', stroke: '#f07f6f', 'stroke-width': 3, opacity: 0.7 }),
    ]),
  cucumber: () =>
    group([
      el('circle', { r: 24, fill: '#3f7d33' }),
      el('circle', { r: 20, fill: '#d6ebb3' }),
      el('circle', { r: 8, fill: '#c2dd97' }),
    ]),
  olive: (_rng, defs) =>
    group([
      el('ellipse', { rx: 16, ry: 12, fill: defs.volume('#3a2a35', 0.3) }),
      el('ellipse', { rx: 4, ry: 3, fill: '#1c1219' }),
    ]),
  feta: (rng, defs) =>
    el('rect', { x: -22, y: -22, width: 44, height: rng.range(36, 44), rx: 5, fill: defs.volume('#fbfaf4', 0.08) }),
  corn: (rng, defs) =>
    el('rect', { x: -7, y: -7, width: 14, height: 14, rx: 5, fill: defs.volume(vary(rng, '#f4c430', 0.04), 0.2) }),
  pepper: (rng, defs) =>
    el('rect', {
      x: -10,
      y: -8,
      width: 20,
      height: 16,
      rx: 4,
      fill: defs.volume(rng.pick(['#d8362b', '#f1b72b', '#5c9a34']), 0.2),
    }),
  cream: (rng) =>
    el('path', {
      d: 'M0 0 m-30 0 a30 26 0 1 0 60 0 a24 20 0 1 0 -48 0 a16 14 0 1 0 32 0',
      stroke: '#fdfbf5',
      'stroke-width': 9,
      fill: 'none',
      opacity: rng.range(0.8, 0.95),
    }),
  berries: (rng, defs) => {
    const color = rng.pick(['#3b3f7c', '#c0223b', '#5a1f3d']);
    return group([
      el('circle', { r: 13, fill: defs.volume(color, 0.3) }),
      el('circle', { cx: -4, cy: -4, r: 3, fill: '#fff', opacity: 0.5 }),
    ]);
  },
  sugar: (rng) => el('circle', { r: rng.range(1, 2.5), fill: '#ffffff', opacity: 0.8 }),
  peanuts: (rng) => el('path', { d: blobPath(wobble(rng, 8, 6, 5, 0.3)), fill: vary(rng, '#d7a868', 0.05) }),
  avocado: (_rng, defs) =>
    group([
      el('path', { d: 'M-40 0 Q0 -30 40 0 Q0 12 -40 0Z', fill: '#3c5a22' }),
      el('path', { d: 'M-36 -1 Q0 -24 36 -1 Q0 8 -36 -1Z', fill: defs.volume('#c6d97a', 0.15) }),
    ]),
  carrot: (rng) =>
    el('rect', { x: -24, y: -3, width: rng.range(36, 52), height: 6, rx: 3, fill: vary(rng, '#ef8a2b', 0.04) }),
  pomegranate: (rng) =>
    el('ellipse', { rx: 6, ry: 5, fill: vary(rng, '#b3122e', 0.06), transform: `rotate(${rng.range(0, 90)})` }),
  shallots: (rng) =>
    el('path', {
      d: `M0 0 q6 ${rng.range(-8, 8)} 14 0 q6 ${rng.range(-8, 8)} 12 4`,
      stroke: vary(rng, '#a8652c', 0.06),
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  cheese: (rng) =>
    el('rect', { x: -20, y: -2.5, width: rng.range(30, 44), height: 5, rx: 2.5, fill: vary(rng, '#f7dd7a', 0.04) }),
  spice: (rng) =>
    el('circle', { r: rng.range(1.5, 3.5), fill: rng.pick(['#7a2e12', '#b84a1a', '#3a2a1a']), opacity: 0.8 }),
  mango: (rng, defs) =>
    el('path', { d: blobPath(wobble(rng, 34, 16, 6, 0.1)), fill: defs.volume(vary(rng, '#f6b21b', 0.04), 0.2) }),
  chickpeas: (rng, defs) => el('circle', { r: rng.range(9, 12), fill: defs.volume(vary(rng, '#d9a65a', 0.05), 0.25) }),
};
