// Draws the installed app's icons (web app manifest, home screens) from the favicon's design into
// public/icons/. Run once after changing the design: node scripts/app-icons.mjs
import sharp from 'sharp';

const bowl = `<path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fdf8f3"/>
  <path d="M24 22c0-4 4-4 4-8M32 22c0-4 4-4 4-8M40 22c0-4 4-4 4-8" stroke="#fdf8f3" stroke-width="3" fill="none" stroke-linecap="round"/>`;

// "any": the round favicon on a transparent square.
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="30" fill="#a8401c"/>${bowl}</svg>`;

// "maskable": colour to every edge, the bowl inside the central 80 % circle platforms may cut to.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#a8401c"/>
  <g transform="translate(32 32) scale(0.7) translate(-32 -30)">${bowl}</g></svg>`;

const icons = [
  { svg: round, size: 192, file: 'icon-192.png' },
  { svg: round, size: 512, file: 'icon-512.png' },
  { svg: maskable, size: 512, file: 'icon-maskable-512.png' },
  // iOS ignores the manifest's icons and has no transparency: the maskable design fits it.
  { svg: maskable, size: 180, file: 'apple-touch-icon.png' },
];

for (const { svg, size, file } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`../public/icons/${file}`, import.meta.url).pathname);
  console.log(`public/icons/${file} written`);
}
