import { shade } from './color.ts';
import type { Rng } from './random.ts';
import { at, el, group, type Defs } from './svg.ts';

/** Table props that make a flat-lay look styled: a napkin, cutlery or chopsticks. */

function metal(defs: Defs, color: string): string {
  return defs.linear(
    `metal${color}`,
    [
      [0, shade(color, -0.25)],
      [0.45, shade(color, 0.35)],
      [1, shade(color, -0.2)],
    ],
    false,
  );
}

function fork(defs: Defs, color: string): string {
  const fill = metal(defs, color);
  return group([
    el('rect', { x: -16, y: 40, width: 32, height: 300, rx: 14, fill }),
    el('path', { d: 'M-10 42 L-26 -40 L26 -40 L10 42Z', fill }),
    ...[-24, -9, 6, 21].map((x) => el('rect', { x, y: -150, width: 7, height: 118, rx: 3, fill })),
    el('rect', { x: -26, y: -48, width: 54, height: 16, rx: 6, fill }),
  ]);
}

function knife(defs: Defs, color: string): string {
  const fill = metal(defs, color);
  return group([
    el('rect', { x: -16, y: 40, width: 32, height: 280, rx: 14, fill }),
    el('path', { d: 'M-12 44 L-14 -150 Q0 -190 16 -150 L14 44Z', fill }),
  ]);
}

function spoon(defs: Defs, color: string): string {
  const fill = metal(defs, color);
  return group([
    el('rect', { x: -14, y: 0, width: 28, height: 320, rx: 12, fill }),
    el('ellipse', { cx: 0, cy: -60, rx: 52, ry: 80, fill }),
  ]);
}

function chopsticks(color: string): string {
  return group([
    el('path', { d: 'M-12 -260 L-4 260 L6 260 L2 -260Z', fill: color }),
    el('path', { d: 'M30 -250 L30 262 L40 262 L44 -250Z', fill: shade(color, -0.1) }),
  ]);
}

function napkin(rng: Rng, defs: Defs): string {
  const color = rng.pick(['#8ba888', '#d08c60', '#e9c46a', '#f4f1ea', '#7e9cc0', '#b56576']);
  const stripes = rng.chance(0.5);
  return group([
    el('rect', { x: -190, y: -260, width: 400, height: 540, rx: 10, fill: defs.shadow(0.3) }),
    el('rect', { x: -200, y: -270, width: 400, height: 540, rx: 8, fill: defs.volume(color, 0.06) }),
    el('rect', { x: -200, y: -10, width: 400, height: 4, fill: shade(color, -0.2), opacity: 0.5 }),
    stripes ? el('rect', { x: -200, y: 200, width: 400, height: 14, fill: shade(color, -0.35), opacity: 0.6 }) : '',
    stripes ? el('rect', { x: -200, y: 224, width: 400, height: 6, fill: shade(color, -0.35), opacity: 0.6 }) : '',
  ]);
}

const chopstickCuisines = new Set(['vietnamese', 'chinese', 'japanese', 'korean']);

/** Napkin and utensils beside a dish whose right edge sits at edgeX. */
export function tableSetting(rng: Rng, defs: Defs, edgeX: number, cuisine: string | null, soupy: boolean): string {
  const x = edgeX + rng.range(130, 200);
  const tone = rng.pick(['#c0c0c0', '#c9a55c', '#b5b5b5']);
  let utensils: string;
  if (cuisine && chopstickCuisines.has(cuisine)) {
    utensils = chopsticks(rng.pick(['#3a2a20', '#b88a5a', '#1f1f1f']));
    if (soupy) utensils += group([spoon(defs, tone)], { transform: at(110, 20, 0, 0.8) });
  } else if (soupy) {
    utensils = spoon(defs, tone);
  } else {
    utensils =
      group([fork(defs, tone)], { transform: at(-50, 0) }) + group([knife(defs, tone)], { transform: at(60, 0) });
  }
  return group([
    rng.chance(0.7) ? group([napkin(rng, defs)], { transform: at(x, 600 + rng.range(-80, 80), rng.range(-8, 8)) }) : '',
    group([utensils], { transform: at(x, 600 + rng.range(-40, 40), rng.range(-10, 10)) }),
  ]);
}
