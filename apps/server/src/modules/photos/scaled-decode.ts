import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/**
 * libjpeg decodes a JPEG at 1/2, 1/4 or 1/8 of its size straight from the DCT coefficients, for a
 * fraction of the cost of a full decode plus resize (a 12-megapixel photo: about 95 ms of CPU
 * instead of 280 ms). sharp only asks for it when at least a 3× reduction remains after it, so a
 * 4000 px photo headed for 1600 px would otherwise be decoded in full.
 */
const jpegScales = [8, 4, 2] as const;
export type JpegShrink = 1 | (typeof jpegScales)[number];

/**
 * How far under the target width a scaled decode may land: a 12-megapixel portrait photo (3000 px
 * wide upright) decodes at half size to 1500 px for a 1600 px target, at a third of the cost.
 */
export const scaledDecodeTolerance = 0.9;

/** Past this remaining reduction sharp reloads the JPEG itself (by its own plain name), so it is left to sharp. */
const sharpOwnShrinkFrom = 3;

/**
 * The libjpeg scale to decode at so that the upright width still reaches the target (within the
 * tolerance); 1 decodes in full, or leaves an enormous reduction to sharp's own shrink-on-load.
 */
export function jpegShrinkFor(uprightWidth: number, targetWidth: number): JpegShrink {
  const shrink = jpegScales.find((s) => uprightWidth / s >= targetWidth * scaledDecodeTolerance) ?? 1;
  return uprightWidth / shrink >= targetWidth * sharpOwnShrinkFrom ? 1 : shrink;
}

export type Decoded = { data: Buffer; info: OutputInfo };

/** The image library could not decode the bytes (as opposed to, say, a full disk). */
export class UndecodableImage extends Error {
  constructor(cause: unknown) {
    super('image could not be decoded', { cause });
  }
}

/**
 * Decodes the first frame, turned upright and shrunk to at most `width`, into raw pixels. JPEGs are
 * decoded at the scale jpegShrinkFor picks. Throws UndecodableImage when the library cannot decode it.
 */
export async function decodeUpright(
  bytes: Buffer,
  image: { format: string; uprightWidth: number },
  width: number,
  limitInputPixels: number,
): Promise<Decoded> {
  const toRaw = (input: Sharp) =>
    input
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw new UndecodableImage(error);
      });
  const options = { limitInputPixels, pages: 1 };
  const shrink = image.format === 'jpeg' ? jpegShrinkFor(image.uprightWidth, width) : 1;
  if (shrink === 1) return toRaw(sharp(bytes, options));
  // sharp passes no load options for a buffer, but libvips reads them from a file name
  // (`photo.jpg[shrink=2]`), so the upload is written once to a private temporary folder.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'recipes-decode-'));
  try {
    const file = path.join(dir, 'upload.jpg');
    await fs.writeFile(file, bytes);
    return await toRaw(sharp(`${file}[shrink=${shrink}]`, options));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
