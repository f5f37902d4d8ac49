import type { DishContext } from './dish.ts';
import { shade, vary } from './color.ts';
import { drawTopping } from './toppings.ts';
import { at, el, group, polygonPath } from './svg.ts';

/** Drinks are drawn side-on, with the origin where the glass stands on the table. */

/** Out-of-focus lights behind a side-view dish, like a shallow depth of field. */
export function bokeh(ctx: DishContext, horizon: number): string {
  const { rng, defs } = ctx;
  const glow = defs.radial('bokeh', [
    [0, '#fffaf0', 0.5],
    [1, '#fffaf0', 0],
  ]);
  return group(
    Array.from({ length: 9 }, () =>
      el('circle', { cx: rng.range(0, 1600), cy: rng.range(0, horizon * 0.85), r: rng.range(40, 110), fill: glow }),
    ),
  );
}

export function drink(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const tall = art.shape !== 'short-glass' && art.shape !== 'cup';
  const h = tall ? 560 : 330;
  const top = tall ? 125 : 160;
  const bottom = tall ? 100 : 140;
  const fill = tall ? h * 0.82 : h * 0.8;
  const layers = art.colors.length > 0 ? art.colors : ['#6a3b1f'];
  const glass = polygonPath([
    [-bottom, 0],
    [bottom, 0],
    [top, -h],
    [-top, -h],
  ]);
  const band = fill / layers.length;
  const widthAt = (y: number) => bottom + ((top - bottom) * y) / h;
  const liquid = layers.map((color, i) => {
    const y0 = i * band;
    const y1 = (i + 1) * band;
    const w0 = widthAt(y0) - 10;
    const w1 = widthAt(y1) - 10;
    return el('path', {
      d: polygonPath([
        [-w0, -y0 - 12],
        [w0, -y0 - 12],
        [w1, -y1 - 12],
        [-w1, -y1 - 12],
      ]),
      fill: defs.linear(
        `liq${color}`,
        [
          [0, shade(color, -0.12)],
          [0.5, shade(color, 0.12)],
          [1, shade(color, -0.15)],
        ],
        false,
      ),
    });
  });
  const surfaceY = -fill - 12;
  const ice = Array.from({ length: tall ? 4 : 5 }, () => {
    const x = rng.range(-top * 0.55, top * 0.55);
    const y = surfaceY + rng.range(-20, 90);
    return el('rect', {
      x: -32,
      y: -32,
      width: 64,
      height: 64,
      rx: 12,
      fill: '#ffffff',
      opacity: 0.3,
      stroke: '#fff',
      'stroke-width': 3,
      'stroke-opacity': 0.5,
      transform: at(x, y, rng.range(0, 60)),
    });
  });
  const parts = [
    el('ellipse', { cx: 40, cy: 10, rx: bottom * 1.6, ry: 40, fill: defs.shadow(0.45) }),
    el('ellipse', { cx: 0, cy: 0, rx: bottom * 1.25, ry: 26, fill: vary(rng, '#d8c4a5', 0.05) }),
    ...liquid,
    el('ellipse', {
      cx: 0,
      cy: surfaceY,
      rx: widthAt(fill) - 10,
      ry: 16,
      fill: shade(layers[layers.length - 1]!, 0.15),
    }),
    ...(art.shape === 'cup' ? [] : ice),
  ];
  if (art.shape !== 'cup' && rng.chance(0.7)) {
    parts.push(
      el('rect', {
        x: -9,
        y: -h - 120,
        width: 18,
        height: h,
        rx: 9,
        fill: rng.pick(['#f2f2f2', '#d9412b', '#2a6f97', '#6c9a3b']),
        transform: `rotate(12 0 ${-h})`,
      }),
    );
  }
  parts.push(
    el('path', {
      d: glass,
      fill: '#ffffff',
      opacity: 0.1,
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-opacity': 0.7,
    }),
  );
  parts.push(
    el('path', {
      d: `M${-top + 30} ${-h + 30} L${-bottom + 25} -30`,
      stroke: '#fff',
      'stroke-width': 14,
      opacity: 0.35,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(
    el('ellipse', { cx: 0, cy: -h, rx: top, ry: 18, fill: 'none', stroke: '#fff', 'stroke-width': 5, opacity: 0.7 }),
  );
  if (art.shape === 'cup')
    parts.push(
      el('path', {
        d: `M${bottom + 10} ${-h * 0.7} q90 10 60 ${h * 0.45} l-50 -10`,
        stroke: '#fff',
        'stroke-width': 16,
        fill: 'none',
        opacity: 0.6,
      }),
    );
  for (const topping of art.toppings ?? []) {
    parts.push(
      group([drawTopping(topping, rng, defs)], {
        transform: at(top * rng.range(0.2, 0.7), -h + 10, rng.range(-30, 10), 1.2),
      }),
    );
  }
  return group(parts);
}
