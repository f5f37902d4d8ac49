import { mix, shade, vary } from './color.ts';
import { chunks, inDisc, strands } from './dishes-bowls.ts';
import { platedMain } from './dishes-plates.ts';
import { colorAt, type DishContext, type Topping } from './dish.ts';
import { scatterToppings } from './toppings.ts';
import { at, el, group } from './svg.ts';
import { board, skillet } from './vessels.ts';

/** Step photos: ingredients chopped on a board, or the dish cooking in a pot. */

/** Colours of the raw ingredients behind a topping, for piles on the board. */
const rawColors: Partial<Record<Topping, string>> = {
  herbs: '#5e9c35',
  scallion: '#7cb342',
  chili: '#c9231c',
  lime: '#7cb342',
  lemon: '#f2c230',
  onion: '#e8d6e6',
  tomato: '#d8332a',
  cucumber: '#a5cf7a',
  pepper: '#d8362b',
  carrot: '#ef8a2b',
  corn: '#f4c430',
  avocado: '#b9d27a',
  mango: '#f6b21b',
  meat: '#b0604f',
  shrimp: '#f08a5d',
  tofu: '#f1e6c8',
  feta: '#fbfaf4',
  shallots: '#c98a8a',
};

export function choppingBoard(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const fromToppings = (art.toppings ?? []).map((t) => rawColors[t]).filter((c): c is string => c !== undefined);
  const colors = [...new Set([...fromToppings, ...art.colors.slice(1)])].slice(0, 4);
  if (colors.length === 0) colors.push(art.colors[0] ?? '#e8c15c');
  const piles = colors.map((color, i) => {
    const cx = -330 + ((i + 0.5) * 660) / colors.length + rng.range(-20, 20);
    const cy = rng.range(-140, 40);
    return group(
      Array.from({ length: 36 }, () => {
        const [x, y] = inDisc(rng, 105);
        const s = rng.range(13, 22);
        return el('rect', {
          x: -s,
          y: -s,
          width: s * 2,
          height: s * 1.6,
          rx: 5,
          fill: defs.volume(vary(rng, color, 0.06), 0.2),
          transform: at(cx + x, cy + y, rng.range(0, 90)),
        });
      }),
    );
  });
  const knife = group(
    [
      el('path', {
        d: 'M0 -34 L420 -34 Q470 -30 480 10 L0 10Z',
        fill: defs.linear('blade', [
          [0, '#e9ecef'],
          [1, '#9aa1a7'],
        ]),
      }),
      el('rect', { x: -230, y: -30, width: 230, height: 44, rx: 16, fill: '#2a2420' }),
      ...[-180, -110, -40].map((x) => el('circle', { cx: x, cy: -8, r: 6, fill: '#c0c0c0' })),
    ],
    { transform: at(-60, 230, rng.range(-8, 4)) },
  );
  return group([board(rng, defs, 1000, 640), ...piles, knife]);
}

/** A wooden spoon resting in the pan. */
function spoon(defs: DishContext['defs'], angle: number): string {
  const wood = defs.linear(
    'spoon',
    [
      [0, '#c8955c'],
      [0.5, '#e2b27a'],
      [1, '#b07a45'],
    ],
    false,
  );
  return group(
    [
      el('rect', { x: 60, y: -14, width: 460, height: 28, rx: 14, fill: wood }),
      el('ellipse', { cx: 10, cy: 0, rx: 80, ry: 52, fill: wood }),
      el('ellipse', { cx: 10, cy: 0, rx: 60, ry: 36, fill: '#000', opacity: 0.12 }),
    ],
    { transform: `rotate(${angle})` },
  );
}

/** The dish on the stove: its main item frying, its noodles tossing or its pieces simmering. */
export function cookingPot(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const base = art.colors[0] ?? '#b8742f';
  const r = 400;
  const inner = r * 0.86;
  const liquid = art.kind === 'plated' ? mix(base, '#f1d27a', 0.6) : base;
  let food: string;
  if (art.kind === 'plated') {
    food = group([platedMain({ ...ctx, art: { ...art, colors: art.colors.slice(0, 1) } })], {
      transform: 'scale(1.1)',
    });
  } else if (art.kind === 'noodles' || art.kind === 'noodle-soup') {
    food = strands(
      ctx,
      art.kind === 'noodles' ? base : colorAt(art, 1, '#f3ead2'),
      50,
      inner * 0.8,
      16,
      art.shape === 'short' ? 0.25 : 1,
    );
  } else {
    const colors = art.colors.length > 1 ? art.colors.slice(1) : [shade(base, 0.2), shade(base, -0.2)];
    food = chunks(ctx, colors, inner * 0.75, 28, 30);
  }
  const bubbles = Array.from({ length: 40 }, () => {
    const [x, y] = inDisc(rng, inner * 0.92);
    return el('circle', { cx: x, cy: y, r: rng.range(4, 14), fill: shade(liquid, 0.35), opacity: 0.4 });
  });
  return group([
    skillet(defs, r, rng.range(-40, 40)),
    el('circle', { r: inner, fill: defs.volume(liquid, 0.15) }),
    food,
    ...bubbles,
    scatterToppings(
      rng,
      defs,
      (art.toppings ?? []).filter((t) => t === 'herbs' || t === 'chili' || t === 'onion' || t === 'scallion'),
      inner * 0.6,
    ),
    group([spoon(defs, rng.range(-70, -20))], { transform: at(inner * 0.35, inner * 0.2) }),
  ]);
}
