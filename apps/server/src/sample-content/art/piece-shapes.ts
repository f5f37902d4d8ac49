import { shade, vary } from './color.ts';
import type { DishContext, DishShape } from './dish.ts';
import { inDisc } from './dishes-bowls.ts';
import { at, blobPath, el, group, wobble } from './svg.ts';

/** One piece of finger food, drawn around the origin about 120 px across. */
export function piece(ctx: DishContext, shape: DishShape | undefined, color: string, filling: string): string {
  const { rng, defs } = ctx;
  const c = vary(rng, color, 0.04);
  switch (shape) {
    case 'dumpling':
      return group([
        el('path', { d: 'M-70 20 Q-60 -60 0 -62 Q60 -60 70 20 Q0 40 -70 20Z', fill: defs.volume(c, 0.15) }),
        el('path', {
          d: 'M-40 -40 q8 20 0 40 M-12 -52 q8 25 0 50 M18 -52 q8 25 0 50 M44 -40 q6 20 0 40',
          stroke: shade(c, -0.15),
          'stroke-width': 4,
          fill: 'none',
        }),
        el('path', { d: 'M-70 20 Q0 40 70 20', stroke: shade(c, -0.35), 'stroke-width': 6, fill: 'none' }),
      ]);
    case 'roll':
      return group([
        el('rect', { x: -95, y: -38, width: 190, height: 76, rx: 38, fill: shade(filling, 0.1) }),
        el('rect', { x: -70, y: -26, width: 70, height: 24, rx: 10, fill: '#f08a6c' }),
        el('rect', { x: 5, y: -22, width: 70, height: 20, rx: 10, fill: '#f08a6c' }),
        el('rect', { x: -85, y: 2, width: 170, height: 20, rx: 10, fill: '#5e9c35' }),
        el('rect', { x: -95, y: -38, width: 190, height: 76, rx: 38, fill: c, opacity: 0.55 }),
        el('path', { d: 'M-60 -30 q60 10 120 0', stroke: '#fff', 'stroke-width': 5, fill: 'none', opacity: 0.5 }),
      ]);
    case 'stick':
      return group([
        el('rect', { x: -110, y: -20, width: 220, height: 40, rx: 20, fill: defs.volume(c, 0.2) }),
        el('path', { d: 'M-100 -8 H100 M-100 8 H100', stroke: shade(c, -0.3), 'stroke-width': 4 }),
      ]);
    case 'taco':
      return group([
        el('path', { d: 'M-100 0 A100 70 0 0 1 100 0Z', fill: defs.volume(c, 0.12) }),
        el('path', { d: 'M-88 4 Q0 -40 88 4 Q0 40 -88 4Z', fill: filling }),
        el('path', { d: 'M-100 0 A100 70 0 0 0 100 0Z', fill: defs.volume(shade(c, 0.05), 0.12) }),
        el('path', { d: 'M-80 -2 H80', stroke: shade(c, -0.2), 'stroke-width': 3 }),
      ]);
    case 'pretzel':
      return group([
        el('path', {
          d: 'M-70 50 Q-120 -60 -30 -60 Q20 -60 30 10 Q40 60 70 50 M70 50 Q120 -60 30 -60 Q-20 -60 -30 10 Q-40 60 -70 50',
          stroke: c,
          'stroke-width': 30,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
        group(
          Array.from({ length: 14 }, () =>
            el('rect', {
              x: rng.range(-90, 90),
              y: rng.range(-60, 50),
              width: 6,
              height: 6,
              fill: '#fff',
              opacity: 0.9,
            }),
          ),
        ),
      ]);
    case 'cookie':
      return group([
        el('path', { d: blobPath(wobble(rng, 80, 78, 10, 0.06)), fill: defs.volume(c, 0.15) }),
        group(
          Array.from({ length: 8 }, () => {
            const [x, y] = inDisc(rng, 60);
            return el('path', { d: blobPath(wobble(rng, 10, 8, 5, 0.3)), fill: filling, transform: at(x, y) });
          }),
        ),
      ]);
    case 'square':
      return group([
        el('rect', { x: -80, y: -80, width: 160, height: 160, rx: 18, fill: defs.volume(c, 0.15) }),
        group(
          Array.from({ length: 10 }, () =>
            el('circle', { cx: rng.range(-60, 60), cy: rng.range(-60, 60), r: 6, fill: shade(c, -0.2), opacity: 0.6 }),
          ),
        ),
      ]);
    case 'triangle':
      return group([
        el('path', {
          d: 'M-80 50 L0 -80 L80 50Z',
          fill: defs.volume(c, 0.18),
          stroke: shade(c, -0.15),
          'stroke-width': 6,
          'stroke-linejoin': 'round',
        }),
      ]);
    case 'sausage':
      return group([
        el('ellipse', { rx: 36, ry: 28, fill: shade(c, -0.3) }),
        el('ellipse', { rx: 30, ry: 22, fill: defs.volume(c, 0.2) }),
      ]);
    case 'patty':
      return el('path', { d: blobPath(wobble(rng, 55, 45, 8, 0.15)), fill: defs.volume(c, 0.25) });
    case 'chunk':
      return el('path', { d: blobPath(wobble(rng, 55, 38, 7, 0.3)), fill: defs.volume(c, 0.2) });
    default:
      return group([
        el('circle', { r: 48, fill: defs.volume(c, 0.25) }),
        el('path', {
          d: `M-20 -30 q10 ${rng.range(5, 15)} 30 4`,
          stroke: shade(c, -0.2),
          'stroke-width': 3,
          fill: 'none',
          opacity: 0.6,
        }),
      ]);
  }
}
