import sharp, { type Metadata } from 'sharp';
import { photoWidths } from '@recipes/contracts';
import { DomainError } from '../../domain-errors.ts';
import { decodeUpright, UndecodableImage, type Decoded } from './scaled-decode.ts';

/** Formats the site accepts, named as sharp reports them (AVIF and HEIC both read as 'heif'). */
export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

/** Larger inputs are refused before decoding, so a small file cannot expand into gigabytes of pixels. */
export const maxInputPixels = 100_000_000;

// Every upload brings new pixels, so libvips' operation cache (process-wide) would only keep about
// 35 MB of the last ones alive without ever being hit again.
sharp.cache(false);

// Effort 1 encodes about three times faster than the default 4 at the same PSNR; files come out
// similar for photos, up to a third larger for flat artwork. Effort 0 saves little more.
const webpOptions = { quality: 80, effort: 1 } as const;

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format the file's leading bytes announce, or null. Only bytes that look like an accepted
 * image reach the decoders at all: SVG, PDF, TIFF and text never do.
 */
export function sniffFormat(bytes: Buffer): AcceptedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'heif';
  return null;
}

const unsupported = () => new DomainError('UNSUPPORTED_MEDIA_TYPE');

/**
 * Checks that the bytes are an accepted image: the signature and sharp's reading of the header
 * must agree, and the pixel count must be sane. Throws 415 / 413 otherwise.
 */
export interface InspectedImage {
  format: AcceptedFormat;
  width: number;
  height: number;
  /** The width once turned upright by its EXIF orientation. */
  uprightWidth: number;
}

export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw unsupported();
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is applied below with a clearer answer.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > maxInputPixels)
    throw new DomainError('PAYLOAD_TOO_LARGE', 'IMAGE_TOO_MANY_PIXELS');
  const uprightWidth = metadata.autoOrient?.width ?? metadata.width;
  return { format: sniffed, width: metadata.width, height: metadata.height, uprightWidth };
}

/**
 * Decodes once (first frame, turned upright, shrunk to the largest stored width, for a large JPEG
 * already while decoding) and encodes every stored width from those pixels in parallel. Output
 * carries no metadata: sharp drops EXIF, GPS and XMP unless asked to keep them. Throws 415 when
 * the image cannot be decoded (corrupt, HEVC, …).
 */
export async function renderWidths(bytes: Buffer, image: InspectedImage): Promise<Map<number, Buffer>> {
  let decoded: Decoded;
  try {
    decoded = await decodeUpright(bytes, image, Math.max(...photoWidths), maxInputPixels);
  } catch (error) {
    throw error instanceof UndecodableImage ? unsupported() : error;
  }
  const { width, height, channels } = decoded.info;
  const pixels = sharp(decoded.data, { raw: { width, height, channels } });
  const encoded = await Promise.all(
    photoWidths.map(async (w) => {
      const out = await pixels.clone().resize({ width: w, withoutEnlargement: true }).webp(webpOptions).toBuffer();
      return [w, out] as const;
    }),
  );
  return new Map(encoded);
}
