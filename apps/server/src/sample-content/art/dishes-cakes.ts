import { colorAt, type DishContext, type Topping } from './dish.ts';
import { shade } from './color.ts';
import { drawTopping } from './toppings.ts';
import { at, el, group, polygonPath, type Defs } from './svg.ts';
import type { Rng } from './random.ts';

/** Cakes and pastries are drawn side-on, with the origin where the plate stands on the table. */

function platter(rng: Rng, defs: Defs): string {
  const body = rng.pick(['#f7f5f0', '#f2ece2', '#e3ebe8', '#f4efe6']);
  return group([
    el('ellipse', { cx: 30, cy: 40, rx: 430, ry: 110, fill: defs.shadow(0.45) }),
    el('ellipse', { rx: 400, ry: 100, fill: shade(body, -0.12) }),
    el('ellipse', { cy: -8, rx: 395, ry: 92, fill: body }),
    el('ellipse', { cy: -4, rx: 290, ry: 62, fill: shade(body, -0.05) }),
  ]);
}

function wedge(ctx: DishContext, height: number, layers: readonly string[], crust: string | null): string {
  const { defs } = ctx;
  const A: [number, number] = [-280, 10];
  const B: [number, number] = [130, 40];
  const C: [number, number] = [210, -50];
  const up = (p: [number, number], h: number): [number, number] => [p[0], p[1] - h];
  const parts: string[] = [];
  const band = height / layers.length;
  layers.forEach((color, i) => {
    const h0 = i * band;
    const h1 = (i + 1) * band;
    parts.push(
      el('path', {
        d: polygonPath([up(A, h0), up(B, h0), up(B, h1), up(A, h1)]),
        fill: defs.linear(
          `band${color}`,
          [
            [0, shade(color, 0.08)],
            [1, shade(color, -0.08)],
          ],
          false,
        ),
      }),
    );
  });
  const top = layers[layers.length - 1] ?? '#f5e6c8';
  const outside = crust ?? shade(top, -0.05);
  parts.push(el('path', { d: polygonPath([B, C, up(C, height), up(B, height)]), fill: shade(outside, -0.12) }));
  parts.push(
    el('path', {
      d: polygonPath([up(A, height), up(B, height), up(C, height)]),
      fill: defs.volume(crust ?? top, 0.12),
    }),
  );
  if (crust) parts.push(el('path', { d: polygonPath([A, B, up(B, 14), up(A, 14)]), fill: crust }));
  return group(parts);
}

function strudel(ctx: DishContext, pastry: string, filling: string): string {
  const { rng, defs } = ctx;
  const slice = (x: number, y: number) =>
    group(
      [
        el('rect', { x: 0, y: -150, width: 220, height: 150, rx: 70, fill: defs.volume(pastry, 0.2) }),
        el('ellipse', { cx: 0, cy: -75, rx: 70, ry: 76, fill: shade(pastry, 0.1) }),
        el('ellipse', { cx: 0, cy: -75, rx: 58, ry: 64, fill: defs.volume(filling, 0.15) }),
        el('path', {
          d: 'M0 -75 m-10 0 a10 10 0 1 1 20 0 a25 25 0 1 1 -50 0 a40 40 0 1 1 80 0',
          stroke: shade(pastry, 0.15),
          'stroke-width': 6,
          fill: 'none',
        }),
        group(
          Array.from({ length: 40 }, () =>
            el('circle', { cx: rng.range(0, 210), cy: rng.range(-150, -120), r: 2, fill: '#fff' }),
          ),
        ),
      ],
      { transform: at(x, y) },
    );
  return group([slice(-180, 10), slice(40, -20)], { transform: 'scale(1.35)' });
}

export function slice(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const parts = [platter(rng, defs)];
  if (art.shape === 'strudel') {
    parts.push(strudel(ctx, colorAt(art, 0, '#d9a45a'), colorAt(art, 1, '#e8cf7a')));
  } else if (art.shape === 'tart') {
    parts.push(wedge(ctx, 90, [colorAt(art, 0, '#f1cf6a')], colorAt(art, 1, '#d49a52')));
    parts.push(
      group(
        Array.from({ length: 12 }, () =>
          el('circle', {
            cx: rng.range(-200, 100),
            cy: rng.range(-80, -20),
            r: rng.range(4, 8),
            fill: colorAt(art, 2, '#b0473a'),
            opacity: 0.8,
          }),
        ),
      ),
    );
  } else {
    parts.push(
      wedge(ctx, 230, art.colors.length > 0 ? art.colors : ['#6b3a24', '#f3e7d3', '#6b3a24', '#f3e7d3'], null),
    );
  }
  const topY = art.shape === 'strudel' ? -205 : art.shape === 'tart' ? -120 : -255;
  for (const topping of art.toppings ?? []) parts.push(decoration(ctx, topping, topY));
  return group(parts);
}

/** Cake decorations seen from the side: cream rosettes, cherries, dusting. */
function decoration(ctx: DishContext, topping: Topping, topY: number): string {
  const { rng, defs } = ctx;
  switch (topping) {
    case 'cream':
      return group(
        [0, 1].map((i) =>
          group(
            [
              el('ellipse', { cx: 0, cy: 0, rx: 42, ry: 20, fill: defs.volume('#fdfaf2', 0.1) }),
              el('ellipse', { cx: 0, cy: -18, rx: 30, ry: 16, fill: defs.volume('#fdfaf2', 0.1) }),
              el('path', { d: 'M-8 -30 Q0 -52 10 -32Z', fill: '#fffdf8' }),
            ],
            { transform: at(40 + i * 110, topY - 10 - i * 28) },
          ),
        ),
      );
    case 'berries':
      return group(
        [
          el('path', { d: 'M0 -20 q10 -40 40 -60', stroke: '#5b3a1a', 'stroke-width': 4, fill: 'none' }),
          el('circle', { r: 24, fill: defs.volume('#9b0f22', 0.35) }),
          el('circle', { cx: -8, cy: -8, r: 6, fill: '#fff', opacity: 0.5 }),
        ],
        { transform: at(50, topY - 60) },
      );
    case 'sugar':
    case 'spice':
      return group(
        Array.from({ length: 90 }, () =>
          el('circle', {
            cx: rng.range(-260, 200),
            cy: topY + rng.range(-10, 30),
            r: rng.range(1.5, 3),
            fill: topping === 'sugar' ? '#ffffff' : '#5a3520',
            opacity: 0.85,
          }),
        ),
      );
    default:
      return group([drawTopping(topping, rng, defs)], {
        transform: at(rng.range(-60, 120), topY - 20, rng.range(-20, 20), 1.3),
      });
  }
}
