import { height, surface, vignette, wallAndTable, width, type SurfaceKind } from './backgrounds.ts';
import type { DishArt, DishContext, DishKind, StepScene } from './dish.ts';
import { noodleSoup, riceBowl, salad, soup } from './dishes-bowls.ts';
import { dip, pieces, sandwich, stack } from './dishes-pieces.ts';
import { curry, noodles, pan, plated } from './dishes-plates.ts';
import { slice } from './dishes-cakes.ts';
import { bokeh, drink } from './dishes-drinks.ts';
import { choppingBoard, cookingPot } from './prep.ts';
import { tableSetting } from './props.ts';
import { createRng } from './random.ts';
import { at, Defs, group } from './svg.ts';
import { drawTopping, type Topping } from './toppings.ts';

const drawers: Record<DishKind, (ctx: DishContext) => string> = {
  'noodle-soup': noodleSoup,
  soup,
  curry,
  plated,
  noodles,
  'rice-bowl': riceBowl,
  salad,
  pieces,
  pan,
  dip,
  stack,
  sandwich,
  slice,
  drink,
};

const sideView = new Set<DishKind>(['slice', 'drink']);
const soupy = new Set<DishKind>(['noodle-soup', 'soup', 'rice-bowl']);
/** Toppings that also look good lying loose on the table around the dish. */
const loose = new Set<Topping>([
  'herbs',
  'chili',
  'lime',
  'lemon',
  'tomato',
  'berries',
  'mango',
  'avocado',
  'olive',
  'shrimp',
  'chickpeas',
  'peanuts',
]);
const surfaces: readonly SurfaceKind[] = ['wood', 'wood', 'wood', 'linen', 'gingham', 'slate', 'marble'];

export interface SceneInput {
  art: DishArt;
  /** Text the picture's randomness is drawn from, usually the recipe name. */
  seed: string;
  /** 0 = the hero shot, 1 = a close-up, 2 = a wider shot on another table. */
  variant: number;
  cuisine: string | null;
}

function svgDocument(defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`;
}

function looseGarnish(ctx: DishContext, cx: number, cy: number, distance: number): string {
  const { rng, defs, art } = ctx;
  const kinds = (art.toppings ?? []).filter((t) => loose.has(t));
  if (kinds.length === 0) return '';
  return group(
    Array.from({ length: rng.int(3, 6) }, () => {
      const a = rng.range(0, Math.PI * 2);
      const d = distance * rng.range(1, 1.25);
      return group([drawTopping(rng.pick(kinds), rng, defs)], {
        transform: at(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 360), 1.1),
      });
    }),
  );
}

function topDown(ctx: DishContext, input: SceneInput): string {
  const { rng, defs, art } = ctx;
  const layout = [
    { x: 760, y: 600, scale: 1.22, setting: true },
    { x: 820, y: 640, scale: 1.75, setting: false },
    { x: 660, y: 590, scale: 1.0, setting: true },
  ][input.variant % 3]!;
  const dishRadius = 400 * layout.scale * (art.kind === 'dip' ? 1.2 : 1.1);
  const x = layout.x + rng.range(-30, 30);
  const y = layout.y + rng.range(-20, 20);
  return [
    surface(input.variant === 2 ? rng.pick(surfaces) : rng.pick(surfaces), rng, defs),
    layout.setting ? tableSetting(rng, defs, x + dishRadius, input.cuisine, soupy.has(art.kind)) : '',
    looseGarnish(ctx, x, y, dishRadius),
    group([drawers[art.kind](ctx)], {
      transform: at(
        x,
        y,
        art.kind === 'sandwich' || art.kind === 'pieces' ? rng.range(-12, 12) : rng.range(0, 360),
        layout.scale,
      ),
    }),
    vignette(defs, 0.38),
  ].join('');
}

function side(ctx: DishContext, input: SceneInput): string {
  const { rng, defs, art } = ctx;
  const layout = [
    { horizon: 560, x: 800, y: 1010, scale: 1.25 },
    { horizon: 420, x: 820, y: 1090, scale: 1.6 },
    { horizon: 640, x: 720, y: 980, scale: 1.0 },
  ][input.variant % 3]!;
  return [
    wallAndTable(rng, defs, layout.horizon),
    bokeh(ctx, layout.horizon),
    looseGarnish(ctx, layout.x + 500 * layout.scale, layout.y - 40, 40),
    group([drawers[art.kind](ctx)], { transform: at(layout.x + rng.range(-40, 40), layout.y, 0, layout.scale) }),
    vignette(defs, 0.3),
  ].join('');
}

/** A text-free food picture for a recipe, as SVG of 1600×1200. */
export function dishSvg(input: SceneInput): string {
  const ctx: DishContext = { rng: createRng(`${input.seed}#${input.variant}`), defs: new Defs(), art: input.art };
  const body = sideView.has(input.art.kind) ? side(ctx, input) : topDown(ctx, input);
  return svgDocument(ctx.defs, body);
}

/** A step picture: chopped ingredients on a board, or the food cooking in a pan. */
export function stepSvg(art: DishArt, seed: string, stepIndex: number, scene: StepScene): string {
  const ctx: DishContext = { rng: createRng(`${seed}@step${stepIndex}`), defs: new Defs(), art };
  const board = scene === 'board';
  const body = [
    surface(ctx.rng.pick(['wood', 'slate', 'marble'] as const), ctx.rng, ctx.defs),
    group([board ? choppingBoard(ctx) : cookingPot(ctx)], {
      transform: at(800, 600, board ? ctx.rng.range(-6, 6) : 0, board ? 1.2 : 1.25),
    }),
    vignette(ctx.defs, 0.38),
  ].join('');
  return svgDocument(ctx.defs, body);
}
