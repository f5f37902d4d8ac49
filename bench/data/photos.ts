import { createRng } from '../../apps/server/src/sample-content/art/random.ts';
import { svgToJpeg } from '../../apps/server/src/sample-content/sample-photos.ts';
import type { StoredPhoto } from './recipe-rows.ts';

/** A plate of food as a camera would see it, drawn from a seed: 1600×1200, like the sample photos. */
function plateSvg(seed: number): string {
  const rng = createRng(`bench photo ${seed}`);
  const hue = rng.int(0, 359);
  const pieces = Array.from({ length: 14 }, () => {
    const x = rng.int(560, 1040);
    const y = rng.int(380, 820);
    return `<circle cx="${x}" cy="${y}" r="${rng.int(30, 90)}" fill="hsl(${(hue + rng.int(0, 80)) % 360} 60% ${rng.int(35, 65)}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="hsl(${(hue + 180) % 360} 25% 82%)"/>
    <ellipse cx="800" cy="600" rx="520" ry="420" fill="#f6f3ee"/>${pieces}</svg>`;
}

/**
 * Stores `count` photos once through the real upload pipeline (every width as WebP); generated
 * recipes refer to these, so pages carry real photo URLs that the server can serve.
 */
export async function storeBenchPhotos(
  photos: { storeImage(userId: number, bytes: Buffer): Promise<StoredPhoto> },
  ownerId: number,
  count: number,
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  for (let i = 0; i < count; i++) stored.push(await photos.storeImage(ownerId, await svgToJpeg(plateSvg(i))));
  return stored;
}
