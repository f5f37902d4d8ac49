import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Images for the upload tests, generated on the spot (no fixtures on disk). */

export const red = { r: 255, g: 0, b: 0 };
export const blue = { r: 0, g: 0, b: 255 };

export function solid(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** Left half red, right half blue: after a quarter turn the halves become top and bottom. */
export async function splitImage(width: number, height: number): Promise<Sharp> {
  const half = await solid(width / 2, height, blue)
    .png()
    .toBuffer();
  return solid(width, height, red).composite([{ input: half, left: width / 2, top: 0 }]);
}

/**
 * A camera-style JPEG: stored sideways with EXIF orientation 6 ("rotate 90° clockwise to view")
 * and a GPS position in its EXIF block.
 */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const image = await splitImage(1200, 800);
  return image
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Tester' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .toBuffer();
}

/** True when an EXIF block holds a GPS directory (tag 0x8825, little-endian as libexif writes it). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));
}

/** A two-frame animation: the first frame red, the second blue. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all([red, blue].map((c) => solid(60, 40, c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** One image in every accepted encoding. */
export async function acceptedSamples(): Promise<{ name: string; bytes: Buffer }[]> {
  const base = () => solid(900, 600, { r: 30, g: 140, b: 60 });
  return [
    { name: 'jpeg', bytes: await base().jpeg().toBuffer() },
    { name: 'png with alpha', bytes: await base().ensureAlpha(0.5).png().toBuffer() },
    { name: '16-bit png', bytes: await base().png().toColourspace('rgb16').toBuffer() },
    { name: 'webp', bytes: await base().webp().toBuffer() },
    { name: 'avif', bytes: await base().avif({ effort: 0 }).toBuffer() },
    { name: 'gif', bytes: await base().gif().toBuffer() },
  ];
}

/** A real PNG whose header claims an enormous size: a decompression bomb in miniature. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1, red).png().toBuffer());
  // IHDR data starts after the 8-byte signature, the 4-byte length and the 4-byte type.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Files that are not accepted images, whatever their name says. */
export async function refusedSamples(): Promise<{ name: string; bytes: Buffer }[]> {
  const jpeg = await solid(300, 200, red).jpeg().toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  return [
    { name: 'plain text', bytes: Buffer.from('just some words, not a picture\n') },
    { name: 'pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n') },
    { name: 'svg', bytes: Buffer.from(svg) },
    { name: 'tiff', bytes: await solid(30, 20, red).tiff().toBuffer() },
    { name: 'truncated jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    {
      name: 'jpeg signature then garbage',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]),
    },
    { name: 'png header only', bytes: (await solid(20, 20, red).png().toBuffer()).subarray(0, 40) },
  ];
}

/** A multipart/form-data body with one part, the way browsers send a file input. */
export function multipartBody(parts: { field: string; bytes: Buffer; filename?: string; contentType?: string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----recipesTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? 'image/jpeg'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), part.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
