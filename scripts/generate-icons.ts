// Draws the installed app's icons from the site's own mark (public/favicon.svg) into public/icons/:
// 192 and 512 px PNGs for the home screen and splash screen, and a 512 px "maskable" one whose mark
// sits inside the middle 80% on the brand's white, so a launcher's circle or squircle crop never cuts
// the balloon. The outputs are committed; run again only when the mark changes:
//   node scripts/generate-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT_DIR = path.resolve('public', 'icons');
const mark = fs.readFileSync(path.resolve('public', 'favicon.svg'));

/** The mark drawn `inner` px wide, centred on a white square `size` px wide. */
async function icon(size: number, inner: number): Promise<Buffer> {
  const drawn = await sharp(mark, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const icons: [string, number, number][] = [
  ['icon-192.png', 192, 176],
  ['icon-512.png', 512, 472],
  // The safe zone of a maskable icon is the circle of 80% of its width: the mark stays within 60%.
  ['maskable-512.png', 512, 300],
];
for (const [name, size, inner] of icons) {
  const bytes = await icon(size, inner);
  fs.writeFileSync(path.join(OUT_DIR, name), bytes);
  console.log(`${name}: ${size}x${size}, ${bytes.length} bytes`);
}
