// Draws the default share image (1200x630, SPEC section 9) into public/og-default.png.
// Run once after changing the design: node scripts/og-image.mjs
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fdf8f3"/><stop offset="1" stop-color="#f3dfcc"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1000" cy="315" r="165" fill="#a8401c"/>
  <path d="M880 305h240a120 120 0 0 1-240 0z" fill="#fdf8f3"/>
  <circle cx="950" cy="290" r="24" fill="#2f6b4f"/><circle cx="1005" cy="282" r="28" fill="#d99a00"/>
  <circle cx="1055" cy="293" r="21" fill="#c0552c"/>
  <path d="M950 230c0-22 22-22 22-44M1000 230c0-22 22-22 22-44M1050 230c0-22 22-22 22-44" stroke="#fdf8f3" stroke-width="8" fill="none" stroke-linecap="round"/>
  <text x="90" y="270" font-family="Georgia, 'DejaVu Serif', serif" font-size="84" font-weight="700" fill="#2b2118">RecipeShare</text>
  <text x="92" y="350" font-family="'DejaVu Sans', Arial, sans-serif" font-size="34" fill="#65574b">Home cooking from around the world</text>
  <text x="92" y="410" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" fill="#a8401c">English · Deutsch · Tiếng Việt</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL('../public/og-default.png', import.meta.url).pathname);
console.log('public/og-default.png written');
