import { mix, shade, vary } from './color.ts';
import type { Rng } from './random.ts';
import { el, group, type Defs } from './svg.ts';

export const width = 1600;
export const height = 1200;

const woods = ['#a0714f', '#c39a6b', '#6b4630', '#d8c7b0', '#8a5a3b'];
const cloths = ['#e9e1d3', '#dfe6e0', '#efe4d8', '#e6dccb'];
const checks = ['#b8322f', '#2f5f8a', '#3f7a4a', '#c2843a'];

/** Horizontal planks with grain; the most common food-photo table. */
function wood(rng: Rng): string {
  const base = rng.pick(woods);
  const planks: string[] = [];
  const plankHeight = rng.pick([170, 200, 240]);
  for (let y = -rng.range(0, plankHeight); y < height; y += plankHeight) {
    const color = vary(rng, base, 0.06);
    planks.push(el('rect', { x: 0, y, width, height: plankHeight, fill: color }));
    for (let g = 0; g < 7; g++) {
      const gy = y + rng.range(10, plankHeight - 10);
      const amp = rng.range(3, 14);
      const d = `M0 ${gy} C${width * 0.3} ${gy - amp} ${width * 0.6} ${gy + amp} ${width} ${gy + rng.range(-8, 8)}`;
      planks.push(
        el('path', {
          d,
          stroke: shade(color, -0.25),
          'stroke-width': rng.range(1.5, 4),
          fill: 'none',
          opacity: rng.range(0.15, 0.35),
        }),
      );
    }
    planks.push(el('rect', { x: 0, y: y - 2, width, height: 4, fill: shade(base, -0.45), opacity: 0.55 }));
  }
  return group(planks);
}

/** A woven cloth: fine cross lines over a soft colour. */
function linen(rng: Rng, defs: Defs): string {
  const base = rng.pick(cloths);
  const weave = defs.pattern(
    `linen${base}`,
    7,
    el('path', { d: 'M0 3.5H7M3.5 0V7', stroke: shade(base, -0.18), 'stroke-width': 1, opacity: 0.35 }),
  );
  return el('rect', { width, height, fill: base }) + el('rect', { width, height, fill: weave });
}

/** A gingham cloth laid over wood at an angle: crossing translucent stripes make the checks. */
function gingham(rng: Rng): string {
  const ink = rng.pick(checks);
  const size = 90;
  const stripes: string[] = [el('rect', { x: -400, y: 0, width: 2400, height: 2000, fill: '#f7f3ec' })];
  for (let i = 0; i < 2400 / size; i += 2) {
    stripes.push(el('rect', { x: -400 + i * size, y: 0, width: size, height: 2000, fill: ink, 'fill-opacity': 0.45 }));
  }
  for (let i = 0; i < 2000 / size; i += 2) {
    stripes.push(el('rect', { x: -400, y: i * size, width: 2400, height: size, fill: ink, 'fill-opacity': 0.45 }));
  }
  const angle = rng.range(-14, 14);
  return wood(rng) + group(stripes, { transform: `rotate(${angle} 800 600) translate(0 ${rng.range(150, 600)})` });
}

/** Dark slate with faint speckles; makes bright food glow. */
function slate(rng: Rng): string {
  const base = rng.pick(['#3a3f45', '#2f3437', '#45403c']);
  const specks = Array.from({ length: 140 }, () =>
    el('circle', {
      cx: rng.range(0, width),
      cy: rng.range(0, height),
      r: rng.range(1, 4),
      fill: rng.chance(0.5) ? '#ffffff' : '#000000',
      opacity: rng.range(0.03, 0.1),
    }),
  );
  return el('rect', { width, height, fill: base }) + group(specks);
}

/** White marble with a few grey veins. */
function marble(rng: Rng): string {
  const base = rng.pick(['#eeebe6', '#f1efeb', '#e8e4dd']);
  const veins = Array.from({ length: 6 }, () => {
    const x = rng.range(-200, width);
    const y = rng.range(0, height);
    const d = `M${x} ${y} c${rng.range(100, 300)} ${rng.range(-200, 200)} ${rng.range(300, 600)} ${rng.range(-100, 300)} ${rng.range(600, 1000)} ${rng.range(-300, 300)}`;
    return el('path', {
      d,
      stroke: mix(base, '#7d7a78', 0.6),
      'stroke-width': rng.range(1, 5),
      fill: 'none',
      opacity: rng.range(0.2, 0.45),
    });
  });
  return el('rect', { width, height, fill: base }) + group(veins);
}

export type SurfaceKind = 'wood' | 'linen' | 'gingham' | 'slate' | 'marble';

export function surface(kind: SurfaceKind, rng: Rng, defs: Defs): string {
  switch (kind) {
    case 'wood':
      return wood(rng);
    case 'linen':
      return linen(rng, defs);
    case 'gingham':
      return gingham(rng);
    case 'slate':
      return slate(rng);
    case 'marble':
      return marble(rng);
  }
}

/** Side-view scenes: a softly lit wall behind the table edge. */
export function wallAndTable(rng: Rng, defs: Defs, horizon: number): string {
  const wall = rng.pick(['#e9dfd1', '#d9e2e0', '#efe6da', '#3d4447', '#e4d3c2']);
  const light = defs.radial(
    `wall${wall}`,
    [
      [0, shade(wall, 0.18)],
      [1, shade(wall, -0.2)],
    ],
    { cx: 0.3, cy: 0.2, r: 1 },
  );
  const table = wood(rng);
  return (
    group([table], { transform: `translate(0 ${horizon}) scale(1 ${(height - horizon) / height})` }) +
    el('rect', { width, height: horizon, fill: light }) +
    el('rect', { y: horizon - 3, width, height: 8, fill: '#000', opacity: 0.18 })
  );
}

export function vignette(defs: Defs, strength = 0.35): string {
  return el('rect', { width, height, fill: defs.vignette(strength) });
}
