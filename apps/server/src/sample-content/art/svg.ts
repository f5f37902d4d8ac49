import { shade } from './color.ts';

export type Attrs = Record<string, string | number | undefined>;

function fmt(value: string | number): string {
  return typeof value === 'number' ? String(Math.round(value * 10) / 10) : value.replace(/"/g, '&quot;');
}

/**
 * One SVG element; undefined attributes are left out. On a plain shape, opacity becomes
 * fill- and stroke-opacity: librsvg paints element opacity through an offscreen layer, which
 * made the hundreds of translucent specks on a plate several times slower to render.
 */
export function el(tag: string, attrs: Attrs, children = ''): string {
  const { opacity } = attrs;
  if (opacity !== undefined && tag !== 'g' && tag !== 'svg') {
    const factor = Number(opacity);
    attrs = {
      ...attrs,
      opacity: undefined,
      'fill-opacity': factor * Number(attrs['fill-opacity'] ?? 1),
      'stroke-opacity': factor * Number(attrs['stroke-opacity'] ?? 1),
    };
  }
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${fmt(value)}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

export function group(children: readonly string[], attrs: Attrs = {}): string {
  return el('g', attrs, children.join(''));
}

export function at(x: number, y: number, rotate = 0, scale = 1): string {
  return `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(rotate)}) scale(${fmt(scale)})`;
}

/**
 * Gradients and patterns for one picture. Each is created once per colour and reused,
 * which keeps the SVG small and the render fast.
 */
export class Defs {
  private readonly items = new Map<string, string>();

  private add(key: string, build: (id: string) => string): string {
    let id = this.items.get(key);
    if (id === undefined) {
      id = `d${this.items.size}`;
      this.items.set(key, id);
      this.built.push(build(id));
    }
    return `url(#${id})`;
  }

  private readonly built: string[] = [];

  /** A rounded, lit-from-top-left fill: the cheap way to give food volume. */
  volume(color: string, strength = 0.22): string {
    return this.add(`vol${color}${strength}`, (id) =>
      el(
        'radialGradient',
        { id, cx: 0.38, cy: 0.34, r: 0.75 },
        stop(0, shade(color, strength)) + stop(0.55, color) + stop(1, shade(color, -strength)),
      ),
    );
  }

  /** A soft shadow without a blur filter (blur is slow to render at this size). */
  shadow(opacity: number): string {
    return this.add(`sh${opacity}`, (id) =>
      el('radialGradient', { id }, stop(0, '#000', opacity) + stop(0.65, '#000', opacity * 0.6) + stop(1, '#000', 0)),
    );
  }

  /** Darkens the corners like a lens does. */
  vignette(strength: number): string {
    return this.add(`vig${strength}`, (id) =>
      el('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.75 }, stop(0.55, '#000', 0) + stop(1, '#000', strength)),
    );
  }

  linear(key: string, stops: ReadonlyArray<[number, string, number?]>, vertical = true): string {
    return this.add(`lin${key}`, (id) =>
      el(
        'linearGradient',
        { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
        stops.map(([offset, color, opacity]) => stop(offset, color, opacity)).join(''),
      ),
    );
  }

  radial(key: string, stops: ReadonlyArray<[number, string, number?]>, attrs: Attrs = {}): string {
    return this.add(`rad${key}`, (id) =>
      el('radialGradient', { id, ...attrs }, stops.map(([o, c, a]) => stop(o, c, a)).join('')),
    );
  }

  pattern(key: string, size: number, content: string, rotate = 0): string {
    return this.add(`pat${key}`, (id) =>
      el(
        'pattern',
        {
          id,
          width: size,
          height: size,
          patternUnits: 'userSpaceOnUse',
          patternTransform: rotate ? `rotate(${rotate})` : undefined,
        },
        content,
      ),
    );
  }

  toString(): string {
    return el('defs', {}, this.built.join(''));
  }
}

function stop(offset: number, color: string, opacity?: number): string {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/** A smooth closed blob through points on a wobbly circle: for patties, dough, sauce pools. */
export function blobPath(points: ReadonlyArray<readonly [number, number]>): string {
  const n = points.length;
  const mid = (i: number) => {
    const a = points[i % n]!;
    const b = points[(i + 1) % n]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  const start = mid(0);
  let d = `M${fmt(start[0])} ${fmt(start[1])}`;
  for (let i = 1; i <= n; i++) {
    const p = points[i % n]!;
    const m = mid(i);
    d += ` Q${fmt(p[0])} ${fmt(p[1])} ${fmt(m[0])} ${fmt(m[1])}`;
  }
  return `${d}Z`;
}

/** Points on an ellipse, each pushed in or out a little. */
export function wobble(
  rng: { range(min: number, max: number): number },
  rx: number,
  ry: number,
  count: number,
  amount: number,
): Array<[number, number]> {
  const offset = rng.range(0, Math.PI * 2);
  return Array.from({ length: count }, (_, i) => {
    const angle = offset + (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-amount, amount);
    return [Math.cos(angle) * rx * k, Math.sin(angle) * ry * k];
  });
}

/** A closed polygon through the points. */
export function polygonPath(points: ReadonlyArray<readonly [number, number]>): string {
  return `M${points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join(' L')}Z`;
}
