import type { DishContext, SideKind } from './dish.ts';
import { shade, vary } from './color.ts';
import { chunks, inDisc, riceMound, strands } from './dishes-bowls.ts';
import { scatterToppings } from './toppings.ts';
import { at, el, group } from './svg.ts';

/** A scatter of lighter and darker specks: breadcrumbs, dumpling texture. */
export function crumbs(ctx: DishContext, color: string, rx: number, ry: number, count: number): string {
  const { rng } = ctx;
  return group(
    Array.from({ length: count }, () => {
      const [x, y] = inDisc(rng, 1);
      return el('circle', {
        cx: x * rx * 0.9,
        cy: y * ry * 0.9,
        r: rng.range(2, 5),
        fill: shade(color, rng.chance(0.5) ? 0.25 : -0.25),
        opacity: 0.7,
      });
    }),
  );
}

/** What goes beside the main food on a plate. */
export function sideDish(ctx: DishContext, side: SideKind): string {
  const { rng, defs } = ctx;
  switch (side) {
    case 'rice':
      return riceMound(ctx, 130, 110);
    case 'potatoes':
      return group([chunks(ctx, ['#e8c15c', '#f0cf6e'], 90, 9, 34), scatterToppings(rng, defs, ['herbs'], 80, 0.5)]);
    case 'fries':
      return group(
        Array.from({ length: 16 }, () => {
          const [x, y] = inDisc(rng, 80);
          return el('rect', {
            x: -70,
            y: -9,
            width: 140,
            height: 18,
            rx: 4,
            fill: defs.volume(vary(rng, '#e9b949', 0.05), 0.2),
            transform: at(x, y, rng.range(-60, 60)),
          });
        }),
      );
    case 'greens':
      return group([
        chunks(ctx, ['#5e9c35', '#7bb342', '#4f8a2e'], 90, 14, 30),
        scatterToppings(rng, defs, ['tomato', 'cucumber'], 70, 0.8),
      ]);
    case 'red-cabbage':
      return group(
        Array.from({ length: 60 }, () => {
          const [x, y] = inDisc(rng, 100);
          return el('path', {
            d: `M${x} ${y} q10 ${rng.range(-10, 10)} ${rng.range(20, 40)} 0`,
            stroke: vary(rng, '#6b2458', 0.06),
            'stroke-width': 7,
            fill: 'none',
            'stroke-linecap': 'round',
          });
        }),
      );
    case 'dumplings':
      return group(
        [-60, 60].map((x) =>
          group([el('circle', { r: 78, fill: defs.volume('#efe2c4', 0.18) }), crumbs(ctx, '#efe2c4', 60, 60, 20)], {
            transform: at(x, rng.range(-20, 20)),
          }),
        ),
      );
    case 'noodles':
      return strands(ctx, '#f1d27a', 26, 110, 10, 0.35);
    case 'bread':
      return group(
        [-40, 40].map((x) =>
          group(
            [
              el('rect', { x: -70, y: -60, width: 140, height: 120, rx: 30, fill: '#9a5b2c' }),
              el('rect', { x: -62, y: -52, width: 124, height: 104, rx: 24, fill: defs.volume('#ecd8ad', 0.1) }),
            ],
            { transform: at(x, 0, rng.range(-20, 20)) },
          ),
        ),
      );
    case 'none':
      return '';
  }
}
