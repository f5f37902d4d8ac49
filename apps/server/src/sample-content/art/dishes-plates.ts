import { colorAt, type DishContext } from './dish.ts';
import { shade, vary } from './color.ts';
import { chunks, strands } from './dishes-bowls.ts';
import { crumbs, sideDish } from './sides.ts';
import { scatterToppings } from './toppings.ts';
import { at, blobPath, el, group, wobble } from './svg.ts';
import { pickCeramic, plate, skillet } from './vessels.ts';

const R = 400;

function sauce(ctx: DishContext, color: string, rx: number, ry: number): string {
  return el('path', { d: blobPath(wobble(ctx.rng, rx, ry, 11, 0.12)), fill: ctx.defs.volume(color, 0.18) });
}

/** The main item of a plated dish: a cutlet, slices, a fillet, roulades or a chop. */
export function platedMain(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#c98b3c');
  const gravy = art.colors[1];
  const parts: string[] = [];
  if (gravy) parts.push(sauce(ctx, gravy, 200, 150));
  switch (art.shape) {
    case 'slices':
      for (let i = 0; i < 5; i++) {
        const c = vary(rng, color, 0.04);
        parts.push(
          group(
            [
              el('ellipse', { rx: 115, ry: 52, fill: shade(c, -0.35) }),
              el('ellipse', { rx: 104, ry: 44, fill: defs.volume(c, 0.15) }),
            ],
            { transform: at(-90 + i * 42, -50 + i * 26, -25 + rng.range(-5, 5)) },
          ),
        );
      }
      if (gravy)
        parts.push(
          el('path', {
            d: 'M-150 -40 q80 30 120 10 t140 60',
            stroke: shade(gravy, -0.1),
            'stroke-width': 16,
            fill: 'none',
            'stroke-linecap': 'round',
            opacity: 0.85,
          }),
        );
      break;
    case 'roulade':
      for (const y of [-70, 70]) {
        parts.push(
          group(
            [
              el('rect', {
                x: -120,
                y: -58,
                width: 240,
                height: 116,
                rx: 58,
                fill: defs.volume(vary(rng, color, 0.04), 0.2),
              }),
              el('path', { d: 'M-50 -58 v116 M40 -58 v116', stroke: '#efe6d2', 'stroke-width': 4, opacity: 0.8 }),
            ],
            { transform: at(0, y, rng.range(-8, 8)) },
          ),
        );
      }
      break;
    case 'fillet':
      parts.push(el('path', { d: blobPath(wobble(rng, 170, 85, 10, 0.08)), fill: defs.volume(color, 0.2) }));
      for (let i = 0; i < 5; i++)
        parts.push(
          el('path', {
            d: `M${-120 + i * 55} -60 q20 60 0 120`,
            stroke: shade(color, 0.3),
            'stroke-width': 5,
            fill: 'none',
            opacity: 0.5,
          }),
        );
      break;
    case 'chop':
      parts.push(el('path', { d: blobPath(wobble(rng, 180, 120, 9, 0.15)), fill: defs.volume(color, 0.2) }));
      for (let i = 0; i < 4; i++)
        parts.push(
          el('path', {
            d: `M${-130 + i * 70} -80 l80 160`,
            stroke: shade(color, -0.5),
            'stroke-width': 10,
            opacity: 0.55,
          }),
        );
      break;
    default: {
      // A breaded cutlet: an uneven golden shape with crumb texture.
      const outline = wobble(rng, 230, 150, 18, 0.07);
      parts.push(el('path', { d: blobPath(outline), fill: shade(color, -0.3) }));
      parts.push(
        el('path', {
          d: blobPath(outline.map(([x, y]) => [x * 0.93, y * 0.9] as [number, number])),
          fill: defs.volume(color, 0.2),
        }),
      );
      parts.push(crumbs(ctx, color, 215, 140, 220));
    }
  }
  return group(parts);
}

export function plated(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const side = art.side ?? 'greens';
  return group([
    plate(rng, defs, R * 1.1, pickCeramic(rng)),
    side === 'none' ? '' : group([sideDish(ctx, side)], { transform: at(165, 120, rng.range(0, 360), 1.3) }),
    group([platedMain(ctx), scatterToppings(rng, defs, art.toppings ?? [], 140, 1.1)], {
      transform: at(side === 'none' ? 0 : -70, -40, rng.range(-20, 20), side === 'none' ? 1.5 : 1.3),
    }),
  ]);
}

export function curry(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#d08a2e');
  return group([
    plate(rng, defs, R * 1.1, pickCeramic(rng)),
    group([sideDish(ctx, art.side ?? 'rice')], { transform: at(-130, -50, rng.range(0, 360), 1.3) }),
    group(
      [
        sauce(ctx, color, 190, 170),
        chunks(ctx, art.colors.slice(1), 140, 14, 28),
        el('circle', { r: 150, fill: color, opacity: 0.25 }),
        scatterToppings(rng, defs, art.toppings ?? [], 140),
      ],
      { transform: at(100, 60, 0, 1.2) },
    ),
  ]);
}

export function noodles(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const color = colorAt(art, 0, '#e8c16a');
  const short = art.shape === 'short';
  return group([
    plate(rng, defs, R * 1.1, pickCeramic(rng)),
    short ? strands(ctx, color, 130, 300, 18, 0.22) : strands(ctx, color, 70, 290, 20),
    chunks(ctx, art.colors.slice(1), 240, 14, 22),
    scatterToppings(rng, defs, art.toppings ?? [], 240),
  ]);
}

/** A skillet dish; 'spiral' lays vegetable slices in rings like a tian or ratatouille. */
export function pan(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const base = colorAt(art, 0, '#b8402a');
  const inner = R * 0.86;
  const extras = art.colors.slice(1);
  let body: string;
  if (art.shape === 'spiral' && extras.length > 0) {
    const rings: string[] = [];
    let k = 0;
    for (let ring = inner * 0.82; ring > 40; ring -= 70) {
      const count = Math.max(4, Math.round((ring * Math.PI * 2) / 48));
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        const color = vary(rng, extras[k++ % extras.length]!, 0.04);
        rings.push(
          group(
            [
              el('ellipse', { rx: 40, ry: 38, fill: shade(color, -0.25) }),
              el('ellipse', { rx: 33, ry: 31, fill: defs.volume(color, 0.18) }),
            ],
            {
              transform: at(Math.cos(a) * ring, Math.sin(a) * ring, (a * 180) / Math.PI, 1),
            },
          ),
        );
      }
    }
    body = group(rings);
  } else {
    body = chunks(ctx, extras, inner * 0.8, 30, 26);
  }
  return group([
    skillet(defs, R, rng.range(-30, 30)),
    el('circle', { r: inner, fill: defs.volume(base, 0.15) }),
    body,
    scatterToppings(rng, defs, art.toppings ?? [], inner * 0.6),
  ]);
}
