export const maxUploadBytes = 15 * 1024 * 1024;
/** Widths every photo is stored at; the smallest is the thumbnail. */
export const photoWidths = [400, 800, 1600] as const;
export const thumbnailWidth = 400;

/**
 * Photos are stored as /media/{userId}/{name}-{width}.webp. Given any stored URL this returns
 * a srcset over every width, so pages never send the full image where a small one will do.
 */
export function photoSrcSet(url: string): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return photoWidths.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}
