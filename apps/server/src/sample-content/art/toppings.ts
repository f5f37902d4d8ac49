import type { Rng } from './random.ts';
import { at, group, type Defs } from './svg.ts';
import { toppingDrawings, type Topping } from './topping-drawings.ts';

export type { Topping } from './topping-drawings.ts';

/** How many of each topping make a believable scatter, and how large they are. */
const counts: Partial<Record<Topping, [number, number]>> = {
  lime: [1, 0.8],
  lemon: [1, 0.8],
  egg: [2, 1],
  'fried-egg': [1, 1],
  nori: [1, 0.9],
  cream: [1, 1],
  sugar: [160, 0.7],
  sesame: [50, 0.7],
  spice: [70, 0.7],
  sprouts: [14, 0.9],
  pomegranate: [30, 0.7],
  peanuts: [24, 0.8],
  avocado: [4, 1],
  meat: [4, 1],
  herbs: [7, 1],
  chili: [6, 1],
  onion: [6, 1],
  feta: [6, 1],
};

/**
 * Scatters the toppings over a disc of the given radius. Large single items (lime, egg) sit
 * toward the edge; small ones spread evenly.
 */
export function scatterToppings(
  rng: Rng,
  defs: Defs,
  toppings: readonly Topping[],
  radius: number,
  scale = 1.45,
): string {
  const parts: string[] = [];
  for (const topping of toppings) {
    const [count, size] = counts[topping] ?? [7, 1];
    for (let i = 0; i < count; i++) {
      const angle = rng.range(0, Math.PI * 2);
      const single = count <= 2;
      const dist = single ? radius * rng.range(0.45, 0.7) : Math.sqrt(rng.next()) * radius;
      parts.push(
        group([toppingDrawings[topping](rng, defs)], {
          transform: at(Math.cos(angle) * dist, Math.sin(angle) * dist, rng.range(0, 360), size * scale),
        }),
      );
    }
  }
  return group(parts);
}

export function drawTopping(topping: Topping, rng: Rng, defs: Defs): string {
  return toppingDrawings[topping](rng, defs);
}
