export const maxUploadBytes = 15 * 1024 * 1024;
/** Widths every photo is stored at; the smallest is the thumbnail. */
export const photoWidths = [400, 800, 1600] as const;
export const thumbnailWidth = 400;

/** The widths list cards offer: enough for a card on a 3× phone, never the full image. */
export const cardWidthLimit = 800;

/**
 * Photos are stored as /media/{userId}/{name}-{width}.webp. Given any stored URL this returns
 * a srcset over the stored widths up to `upTo`, so pages never send a bigger image than they show.
 */
export function photoSrcSet(url: string, upTo: number = Infinity): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return photoWidths
    .filter((w) => w <= upTo)
    .map((w) => `${match[1]}-${w}.webp ${w}w`)
    .join(', ');
}

/**
 * Share previews (Open Graph) want a 1200×630 JPEG: every stored photo has one at
 * /media/{userId}/{name}-og.jpg, cut from the largest width when first asked for.
 */
export const shareImageSize = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** `/media/{userId}/{name}` (with any origin) of a stored photo URL of any width; null for other URLs. */
function storedPhotoBase(url: string): string | null {
  return /^(.*\/media\/\d+\/[0-9a-f]+)-\d+\.webp$/.exec(url)?.[1] ?? null;
}

/** The share-preview URL of a stored photo URL (any width, path or absolute); null for other URLs. */
export function shareImageUrl(url: string): string | null {
  const base = storedPhotoBase(url);
  return base ? `${base}-og.jpg` : null;
}

/**
 * The gallery's small thumbnails (80 CSS px wide): every stored photo also answers at
 * /media/{userId}/{name}-thumb.webp, 200 px wide, made from the 400 px thumbnail when first asked for.
 */
export const smallThumbnailWidth = 200;

/** A srcset of the small thumbnail and the 400 px one (3× screens) for any stored photo URL; else undefined. */
export function smallThumbnailSrcSet(url: string): string | undefined {
  const base = storedPhotoBase(url);
  return base
    ? `${base}-thumb.webp ${smallThumbnailWidth}w, ${base}-${thumbnailWidth}.webp ${thumbnailWidth}w`
    : undefined;
}
