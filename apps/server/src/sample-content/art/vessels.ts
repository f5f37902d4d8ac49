import { shade, vary } from './color.ts';
import type { Rng } from './random.ts';
import { el, group, type Defs } from './svg.ts';

export interface Ceramic {
  body: string;
  rim?: string;
  speckled: boolean;
}

const ceramics: readonly Ceramic[] = [
  { body: '#f7f5f0', speckled: false },
  { body: '#f3eee4', speckled: true },
  { body: '#f5f5f3', rim: '#2d5b8c', speckled: false },
  { body: '#e7ddd0', speckled: true },
  { body: '#38393b', speckled: true },
  { body: '#c9d6d1', speckled: false },
  { body: '#e9d9c1', rim: '#8a5a3b', speckled: false },
];

export function pickCeramic(rng: Rng): Ceramic {
  return rng.pick(ceramics);
}

/** Shadow cast down-right by light from the top left. */
export function castShadow(defs: Defs, r: number, opacity = 0.45, ry = r): string {
  return el('ellipse', { cx: r * 0.07, cy: r * 0.09, rx: r * 1.08, ry: ry * 1.08, fill: defs.shadow(opacity) });
}

function specks(rng: Rng, r: number, color: string): string {
  const dots = Array.from({ length: Math.round(r / 3) }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    return el('circle', {
      cx: Math.cos(a) * d,
      cy: Math.sin(a) * d,
      r: rng.range(0.8, 2.2),
      fill: shade(color, -0.45),
      opacity: 0.35,
    });
  });
  return group(dots);
}

/** A flat plate seen from above; food goes inside radius r * 0.72. */
export function plate(rng: Rng, defs: Defs, r: number, ceramic: Ceramic): string {
  const body = ceramic.body;
  const parts = [
    castShadow(defs, r),
    el('circle', { r, fill: defs.volume(body, 0.08) }),
    el('circle', { r: r * 0.97, fill: 'none', stroke: shade(body, 0.3), 'stroke-width': r * 0.015, opacity: 0.8 }),
    el('circle', { r: r * 0.74, fill: shade(body, -0.05) }),
    el('circle', { r: r * 0.74, fill: 'none', stroke: shade(body, -0.15), 'stroke-width': r * 0.012, opacity: 0.7 }),
    el('circle', { r: r * 0.72, fill: vary(rng, body, 0.01) }),
  ];
  if (ceramic.rim)
    parts.push(
      el('circle', { r: r * 0.9, fill: 'none', stroke: ceramic.rim, 'stroke-width': r * 0.03, opacity: 0.85 }),
    );
  if (ceramic.speckled) parts.push(specks(rng, r, body));
  return group(parts);
}

/** A deep bowl from above: rim, inner wall in shade, then the contents' surface at r * 0.8. */
export function bowl(rng: Rng, defs: Defs, r: number, ceramic: Ceramic): string {
  const body = ceramic.body;
  const wall = defs.radial(
    `bowlwall${body}`,
    [
      [0.7, shade(body, -0.3)],
      [1, shade(body, 0.05)],
    ],
    { cx: 0.56, cy: 0.58, r: 0.55 },
  );
  const parts = [
    castShadow(defs, r, 0.55),
    el('circle', { r, fill: defs.volume(body, 0.12) }),
    el('circle', { r: r * 0.93, fill: wall }),
  ];
  if (ceramic.rim)
    parts.push(el('circle', { r: r * 0.965, fill: 'none', stroke: ceramic.rim, 'stroke-width': r * 0.025 }));
  if (ceramic.speckled) parts.push(specks(rng, r * 0.95, body));
  return group(parts);
}

/** A black iron skillet with its handle pointing away from the viewer's right. */
export function skillet(defs: Defs, r: number, angle: number): string {
  return group([
    castShadow(defs, r * 1.05, 0.5),
    group([el('rect', { x: r * 0.9, y: -r * 0.09, width: r * 0.85, height: r * 0.18, rx: r * 0.06, fill: '#222' })], {
      transform: `rotate(${angle})`,
    }),
    el('circle', { r, fill: defs.volume('#2b2b2b', 0.15) }),
    el('circle', { r: r * 0.88, fill: '#1b1b1b' }),
  ]);
}

/** A wooden serving board, long side horizontal. */
export function board(rng: Rng, defs: Defs, w: number, h: number): string {
  const wood = rng.pick(['#c99a62', '#b07a4a', '#d9b184']);
  const grain = Array.from({ length: 10 }, (_, i) => {
    const y = -h / 2 + ((i + 0.5) / 10) * h;
    return el('path', {
      d: `M${-w / 2 + 20} ${y} q${w / 3} ${rng.range(-10, 10)} ${w - 40} ${rng.range(-6, 6)}`,
      stroke: shade(wood, -0.25),
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.3,
    });
  });
  return group([
    el('rect', { x: -w / 2 + 25, y: -h / 2 + 30, width: w, height: h, rx: 40, fill: defs.shadow(0.45) }),
    el('rect', { x: w / 2 - 10, y: -40, width: 150, height: 80, rx: 40, fill: wood }),
    el('circle', { cx: w / 2 + 90, cy: 0, r: 18, fill: '#000', opacity: 0.25 }),
    el('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: 36, fill: defs.volume(wood, 0.1) }),
    group(grain),
  ]);
}
