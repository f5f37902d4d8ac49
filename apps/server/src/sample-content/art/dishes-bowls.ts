import { colorAt, type DishContext } from './dish.ts';
import { mix, shade, vary } from './color.ts';
import { scatterToppings } from './toppings.ts';
import { at, blobPath, el, group, wobble } from './svg.ts';
import { bowl, pickCeramic, plate } from './vessels.ts';

const R = 400;

/** A point spread evenly over a disc. */
export function inDisc(rng: DishContext['rng'], radius: number): [number, number] {
  const a = rng.range(0, Math.PI * 2);
  const d = Math.sqrt(rng.next()) * radius;
  return [Math.cos(a) * d, Math.sin(a) * d];
}

/** Wavy strokes: noodles in broth, or on a plate when thick. */
export function strands(
  ctx: DishContext,
  color: string,
  count: number,
  radius: number,
  thickness: number,
  length = 1,
): string {
  const { rng } = ctx;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(rng, radius * 0.75);
    const a = rng.range(0, Math.PI * 2);
    const len = rng.range(radius * 0.5, radius * 1.1) * length;
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const bend = rng.range(-len * 0.4, len * 0.4);
    const d = `M${x - dx / 2} ${y - dy / 2} c${dx * 0.3 - dy * 0.3 + bend} ${dy * 0.3 + dx * 0.3} ${dx * 0.7 + dy * 0.3} ${dy * 0.7 - dx * 0.3} ${dx} ${dy}`;
    const c = vary(rng, color, 0.05);
    parts.push(
      el('path', {
        d,
        stroke: shade(c, -0.3),
        'stroke-width': thickness + 3,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.6,
      }),
    );
    parts.push(el('path', { d, stroke: c, 'stroke-width': thickness, fill: 'none', 'stroke-linecap': 'round' }));
  }
  return group(parts);
}

function liquid(ctx: DishContext, color: string, r: number): string {
  const fill = ctx.defs.radial(
    `broth${color}`,
    [
      [0, shade(color, 0.3)],
      [0.75, shade(color, 0.05)],
      [1, shade(color, -0.3)],
    ],
    { cx: 0.45, cy: 0.45, r: 0.6 },
  );
  return el('circle', { r, fill });
}

function droplets(ctx: DishContext, color: string, radius: number): string {
  const { rng } = ctx;
  return group(
    Array.from({ length: 26 }, () => {
      const [x, y] = inDisc(rng, radius);
      return el('circle', { cx: x, cy: y, r: rng.range(3, 11), fill: shade(color, 0.35), opacity: 0.35 });
    }),
  );
}

export function noodleSoup(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const broth = colorAt(art, 0, '#b8742f');
  const surface = R * 0.8;
  return group([
    bowl(rng, defs, R, pickCeramic(rng)),
    liquid(ctx, broth, surface),
    strands(ctx, colorAt(art, 1, '#f3ead2'), 34, surface * 0.85, 10),
    el('circle', { r: surface, fill: broth, opacity: 0.45 }),
    strands(ctx, colorAt(art, 1, '#f3ead2'), 18, surface * 0.7, 11),
    droplets(ctx, broth, surface * 0.85),
    scatterToppings(rng, defs, art.toppings ?? ['herbs'], surface * 0.68),
  ]);
}

/** Pieces of vegetables or meat, half sunk in broth or sauce. */
export function chunks(ctx: DishContext, colors: readonly string[], radius: number, count: number, size = 26): string {
  const { rng, defs } = ctx;
  if (colors.length === 0) return '';
  return group(
    Array.from({ length: count }, () => {
      const [x, y] = inDisc(rng, radius);
      const color = vary(rng, rng.pick(colors), 0.05);
      const s = rng.range(size * 0.7, size * 1.3);
      return el('path', {
        d: blobPath(wobble(rng, s, s * rng.range(0.7, 1), 6, 0.2)),
        fill: defs.volume(color, 0.2),
        transform: at(x, y, rng.range(0, 360)),
      });
    }),
  );
}

export function soup(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const broth = colorAt(art, 0, '#c8743a');
  const surface = R * 0.8;
  return group([
    bowl(rng, defs, R, pickCeramic(rng)),
    liquid(ctx, broth, surface),
    chunks(ctx, art.colors.slice(1), surface * 0.75, 24, 32),
    droplets(ctx, broth, surface * 0.8),
    scatterToppings(rng, defs, art.toppings ?? [], surface * 0.6),
  ]);
}

/** Rice as a textured mound: a pale blob with grain marks. */
export function riceMound(ctx: DishContext, rx: number, ry: number, color = '#f7f4ea'): string {
  const { rng, defs } = ctx;
  const grains = Array.from({ length: Math.round((rx * ry) / 220) }, () => {
    const [x, y] = inDisc(rng, 1);
    return el('ellipse', {
      cx: x * rx * 0.9,
      cy: y * ry * 0.9,
      rx: 7,
      ry: 3,
      fill: shade(color, rng.chance(0.5) ? -0.12 : 0.2),
      transform: `rotate(${rng.range(0, 180)} ${x * rx * 0.9} ${y * ry * 0.9})`,
    });
  });
  return group([
    el('path', { d: blobPath(wobble(rng, rx, ry, 10, 0.06)), fill: defs.volume(color, 0.12) }),
    group(grains),
  ]);
}

/** Bibimbap-style: rice under wedges of toppings, one colour per wedge, something in the middle. */
export function riceBowl(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const surface = R * 0.8;
  const wedges = art.colors.slice(1);
  const start = rng.range(0, Math.PI * 2);
  const parts = wedges.map((color, i) => {
    const mid = start + ((i + 0.5) / wedges.length) * Math.PI * 2;
    const pile = Array.from({ length: 46 }, () => {
      const a = mid + rng.range(-0.42, 0.42) * ((Math.PI * 2) / wedges.length);
      const d = rng.range(surface * 0.28, surface * 0.82);
      const x = Math.cos(a) * d;
      const y = Math.sin(a) * d;
      const c = vary(rng, color, 0.06);
      return el('rect', {
        x: -30,
        y: -8,
        width: 60,
        height: 16,
        rx: 8,
        fill: defs.volume(c, 0.15),
        transform: at(x, y, (a * 180) / Math.PI + rng.range(-40, 40)),
      });
    });
    return group(pile);
  });
  return group([
    bowl(rng, defs, R, pickCeramic(rng)),
    el('circle', { r: surface, fill: colorAt(art, 0, '#f7f4ea') }),
    riceMound(ctx, surface * 0.95, surface * 0.95, colorAt(art, 0, '#f7f4ea')),
    ...parts,
    scatterToppings(rng, defs, art.toppings ?? [], surface * 0.3),
  ]);
}

function leafPile(ctx: DishContext, color: string, radius: number): string {
  const { rng, defs } = ctx;
  return group(
    Array.from({ length: 48 }, () => {
      const [x, y] = inDisc(rng, radius);
      const c = mix(vary(rng, color, 0.08), '#d8e89a', rng.range(0, 0.4));
      const len = rng.range(80, 130);
      return group(
        [
          el('path', { d: blobPath(wobble(rng, len, len * 0.55, 9, 0.22)), fill: defs.volume(c, 0.18) }),
          el('path', {
            d: `M${-len * 0.8} 0 Q0 ${rng.range(-8, 8)} ${len * 0.8} 0`,
            stroke: shade(c, 0.35),
            'stroke-width': 3,
            fill: 'none',
          }),
        ],
        { transform: at(x, y, rng.range(0, 360)) },
      );
    }),
  );
}

/** Leaves (or potato cubes, or grain) with colourful pieces on top. */
export function salad(ctx: DishContext): string {
  const { rng, defs, art } = ctx;
  const useBowl = rng.chance(0.5);
  const surface = useBowl ? R * 0.8 : R * 0.7;
  const base = colorAt(art, 0, '#6aa84f');
  let body: string;
  if (art.shape === 'cubes') {
    body = chunks(ctx, [base, shade(base, 0.1), shade(base, -0.06)], surface * 0.8, 110, 32);
  } else if (art.shape === 'grain') {
    body = group([
      el('circle', { r: surface * 0.92, fill: shade(base, 0.1) }),
      group(
        Array.from({ length: 500 }, () => {
          const [x, y] = inDisc(rng, surface * 0.9);
          return el('circle', {
            cx: x,
            cy: y,
            r: rng.range(3, 6),
            fill: vary(rng, rng.chance(0.6) ? base : '#e3cf9a', 0.06),
          });
        }),
      ),
    ]);
  } else {
    body = leafPile(ctx, base, surface * 0.72);
  }
  return group([
    useBowl ? bowl(rng, defs, R, pickCeramic(rng)) : plate(rng, defs, R * 1.1, pickCeramic(rng)),
    body,
    chunks(ctx, art.colors.slice(1), surface * 0.7, 16, 30),
    scatterToppings(rng, defs, art.toppings ?? [], surface * 0.72),
  ]);
}
