import { colorAt, type DishContext, type DishShape } from './dish.ts';
import { shade, vary } from './color.ts';
import { piece } from './piece-shapes.ts';
import { drawTopping, scatterToppings } from './toppings.ts';
import { at, blobPath, el, group, wobble } from './svg.ts';
import { board, bowl, pickCeramic, plate } from './vessels.ts';

const R = 400;

/** For each shape: how many pieces, their spacing, and how much larger than drawn they appear. */
const sizes: Partial<Record<DishShape, [number, number, number]>> = {
  sausage: [16, 110, 1],
  ball: [9, 120, 1],
  dumpling: [6, 190, 1.1],
  triangle: [5, 175, 1],
  patty: [7, 120, 1],
  chunk: [12, 115, 1],
  roll: [4, 150, 1.35],
  taco: [3, 210, 1.2],
  stick: [5, 150, 1],
  square: [4, 170, 1],
  cookie: [5, 160, 1],
  pretzel: [3, 320, 1.4],
};

/** Several pieces on a plate or board, with a small dish of dip when a second colour is given. */
export function pieces(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#d9a441');
  const filling = colorAt(art, 2, '#7a3b22');
  const [count, spacing, size] = sizes[art.shape ?? 'ball'] ?? [5, 160, 1];
  const onBoard = rng.chance(0.45);
  const items: string[] = [];
  const rows = Math.ceil(Math.sqrt(count));
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / rows);
    const col = i % rows;
    const x = (col - (rows - 1) / 2) * spacing + rng.range(-12, 12);
    const y = (row - (Math.ceil(count / rows) - 1) / 2) * spacing * 0.75 + rng.range(-12, 12);
    items.push(group([piece(ctx, art.shape, color, filling)], { transform: at(x, y, rng.range(-25, 25), size) }));
  }
  // Shrink large arrangements so they stay on the plate.
  const fit = Math.min(onBoard ? 1.15 : 0.95, 660 / (rows * spacing));
  const dip = art.colors[1];
  return group([
    onBoard ? board(rng, defs, 900, 620) : plate(rng, defs, R * 1.1, pickCeramic(rng)),
    dip
      ? group([bowl(rng, defs, 90, pickCeramic(rng)), el('circle', { r: 74, fill: defs.volume(dip, 0.2) })], {
          transform: at(onBoard ? 300 : 230, onBoard ? -180 : -230),
        })
      : '',
    group(items, { transform: at(-30, 30, rng.range(-10, 10), fit) }),
    scatterToppings(rng, defs, art.toppings ?? [], 260),
  ]);
}

/** A bowl of dip with a swirl and a drizzle, and things to dip around it. */
export function dip(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#e7d3a8');
  const drizzle = art.colors[1];
  const dipper = colorAt(art, 2, '#e2b45a');
  const rolls = art.shape === 'roll';
  const count = rolls ? 5 : 10;
  const dippers = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const d = R * rng.range(0.8, 0.92);
    const transform = at(
      Math.cos(a) * d,
      Math.sin(a) * d,
      (a * 180) / Math.PI + 90 + rng.range(-35, 35),
      rolls ? 0.9 : 1,
    );
    if (rolls)
      return group([piece(ctx, 'roll', dipper, colorAt(art, 1, '#f08a6c'))], {
        transform: at(Math.cos(a) * d, Math.sin(a) * d, (a * 180) / Math.PI, 0.9),
      });
    return el('path', {
      d: `M-60 40 Q0 ${rng.range(30, 55)} 60 40 L${rng.range(-10, 10)} -70Z`,
      fill: defs.volume(vary(rng, dipper, 0.05), 0.15),
      stroke: shade(dipper, -0.2),
      'stroke-width': 3,
      transform,
    });
  });
  return group([
    plate(rng, defs, R * 1.2, pickCeramic(rng)),
    group(dippers),
    bowl(rng, defs, R * 0.62, pickCeramic(rng)),
    el('circle', { r: R * 0.52, fill: defs.volume(color, 0.12) }),
    el('path', {
      d: 'M0 0 m-30 0 a30 30 0 1 1 60 0 a70 70 0 1 1 -140 0 a110 110 0 1 1 220 0',
      stroke: shade(color, -0.15),
      'stroke-width': 10,
      fill: 'none',
      opacity: 0.6,
    }),
    drizzle
      ? el('path', {
          d: blobPath(wobble(rng, 70, 45, 8, 0.3)),
          fill: drizzle,
          opacity: 0.75,
          transform: at(rng.range(-30, 30), rng.range(-30, 30)),
        })
      : '',
    scatterToppings(rng, defs, art.toppings ?? [], R * 0.38),
  ]);
}

/** Bánh mì: a split baguette showing its filling. */
export function sandwich(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const crust = colorAt(art, 0, '#d79a4b');
  const fillings = art.colors.slice(1);
  const loaf = (y: number, angle: number) => {
    const layers = fillings.map((c, i) =>
      el('path', {
        d: blobPath(wobble(rng, 300, 24, 12, 0.15)),
        fill: vary(rng, c, 0.05),
        transform: at(rng.range(-10, 10), -40 + i * 22),
      }),
    );
    return group(
      [
        el('rect', { x: -340, y: -90, width: 680, height: 180, rx: 90, fill: defs.volume(crust, 0.2) }),
        ...layers,
        el('rect', { x: -330, y: 30, width: 660, height: 60, rx: 30, fill: shade(crust, -0.05) }),
        ...[-200, -60, 80, 220].map((x) =>
          el('path', {
            d: `M${x} 40 l60 40`,
            stroke: shade(crust, 0.25),
            'stroke-width': 8,
            'stroke-linecap': 'round',
          }),
        ),
      ],
      { transform: at(0, y, angle) },
    );
  };
  return group([
    board(rng, defs, 1000, 600),
    loaf(-110, rng.range(-6, 0)),
    loaf(130, rng.range(0, 6)),
    scatterToppings(rng, defs, art.toppings ?? [], 280),
  ]);
}

/** Pancakes stacked (or crêpes folded), with syrup or sauce, butter and fruit. */
export function stack(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#dba35a');
  const syrup = art.colors[1];
  const layers: string[] = [];
  if (art.shape === 'folded') {
    for (let i = 0; i < 3; i++) {
      layers.push(
        el('path', {
          d: 'M0 0 L230 0 A230 230 0 0 1 0 230Z',
          fill: defs.volume(vary(rng, color, 0.05), 0.15),
          stroke: shade(color, -0.2),
          'stroke-width': 4,
          transform: at(-140 + i * 60, -160 + i * 40, rng.range(-10, 20)),
        }),
      );
    }
  } else {
    for (let i = 0; i < 4; i++) {
      layers.push(el('circle', { cx: 18 - i * 6, cy: 22 - i * 7, r: 250, fill: shade(color, -0.25 + i * 0.05) }));
    }
    layers.push(el('circle', { r: 240, fill: defs.volume(color, 0.15) }));
    layers.push(el('circle', { r: 190, fill: shade(color, -0.12), opacity: 0.35 }));
  }
  const parts = [plate(rng, defs, R * 1.1, pickCeramic(rng)), ...layers];
  if (syrup)
    parts.push(
      el('path', {
        d: blobPath(wobble(rng, 140, 110, 10, 0.25)),
        fill: syrup,
        opacity: 0.7,
        transform: at(rng.range(-30, 30), rng.range(-30, 30)),
      }),
    );
  if (art.shape !== 'folded')
    parts.push(
      el('rect', {
        x: -35,
        y: -30,
        width: 70,
        height: 56,
        rx: 10,
        fill: defs.volume('#fbe7a1', 0.15),
        transform: at(10, -10, rng.range(0, 90)),
      }),
    );
  parts.push(scatterToppings(rng, defs, art.toppings ?? [], 200));
  parts.push(group([drawTopping('herbs', rng, defs)], { transform: at(180, -170, 20) }));
  return group(parts);
}
