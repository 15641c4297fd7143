// Draws the few pictures of the Our Work page locally (no download, no fonts): three project
// scenes (reusing the demo catalogue's sky-balloon illustrations) and two certificates, each as
// AVIF and WebP at 320 and 640 px wide, into public/pages/. The outputs are committed; run again
// only to change them:  node scripts/generate-page-media.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { illustrationSvg } from '../db/seed/demo/illustration.ts';

const PAGE_MEDIA_WIDTHS = [320, 640] as const;
const OUT_DIR = path.resolve('public', 'pages');

interface Picture {
  name: string;
  svg: string;
  /** Height for a 640-wide rendering (aspect ratio of the picture). */
  ratio: number;
}

function certificateSvg(seal: string, accent: string, seed: number): string {
  // A framed certificate: border, header band, "text" lines, signature strokes and a rosette seal.
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const w = 420 - ((i * 53 + seed * 31) % 140);
    lines.push(`<rect x="${400 - w / 2}" y="${250 + i * 34}" width="${w}" height="12" rx="6" fill="#8d8a82" opacity="0.55"/>`);
  }
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    petals.push(`<circle cx="${610 + Math.cos(a) * 52}" cy="${470 + Math.sin(a) * 52}" r="16" fill="${seal}"/>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="#f3ecd9"/></linearGradient>
<radialGradient id="sealg" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="0.5" stop-color="${seal}"/><stop offset="1" stop-color="${seal}"/></radialGradient></defs>
<rect width="800" height="600" fill="#e9e4d6"/>
<rect x="24" y="24" width="752" height="552" fill="url(#paper)" stroke="${accent}" stroke-width="10"/>
<rect x="46" y="46" width="708" height="508" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="10 6"/>
<rect x="200" y="90" width="400" height="34" rx="17" fill="${accent}"/>
<rect x="270" y="150" width="260" height="18" rx="9" fill="${accent}" opacity="0.6"/>
<path d="M330 200 H470" stroke="${accent}" stroke-width="3"/>
${lines.join('\n')}
<path d="M120 480 q20 -30 40 0 t40 0 t40 -10" fill="none" stroke="#2b2b2b" stroke-width="3" stroke-linecap="round"/>
<path d="M110 500 H290" stroke="#2b2b2b" stroke-width="2"/>
<path d="M580 520 l-30 60 l25 -12 l12 24 l20 -60 Z M640 520 l30 60 l-25 -12 l-12 24 l-20 -60 Z" fill="${seal}"/>
${petals.join('\n')}
<circle cx="610" cy="470" r="52" fill="url(#sealg)" stroke="#ffffff" stroke-width="4"/>
<polygon points="610,438 619,461 644,462 624,477 631,501 610,487 589,501 596,477 576,462 601,461" fill="#ffffff" opacity="0.9"/>
</svg>`;
}

function pagePictures(): Picture[] {
  return [
    { name: 'project-flight', svg: illustrationSvg({ seed: 45, slug: '6to14', group: 'Promotional Sky', colorHex: '#d7263d', label: '' }), ratio: 1 },
    { name: 'project-pan-india', svg: illustrationSvg({ seed: 1000, slug: 'blimpshape', group: 'Promotional Sky', colorHex: '#1e6fd9', label: '' }), ratio: 1 },
    {
      name: 'project-celebration',
      svg: illustrationSvg({ seed: 15, slug: 'squareshape', group: 'Promotional Sky', colorHex: '#f28c28', label: '' }),
      ratio: 1,
    },
    { name: 'certificate-quality', svg: certificateSvg('#c9a227', '#7d0c2b', 1), ratio: 0.75 },
    { name: 'certificate-enterprise', svg: certificateSvg('#1a56db', '#123a6b', 2), ratio: 0.75 },
  ];
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  let bytes = 0;
  for (const p of pagePictures()) {
    for (const w of PAGE_MEDIA_WIDTHS) {
      const h = Math.round(w * p.ratio);
      const raster = sharp(Buffer.from(p.svg)).resize(w, h);
      const avif = await raster.clone().avif({ quality: 50, effort: 6 }).toBuffer();
      const webp = await raster.clone().webp({ quality: 72, effort: 6 }).toBuffer();
      fs.writeFileSync(path.join(OUT_DIR, `${p.name}-${w}.avif`), avif);
      fs.writeFileSync(path.join(OUT_DIR, `${p.name}-${w}.webp`), webp);
      bytes += avif.length + webp.length;
    }
  }
  console.log(`wrote ${pagePictures().length * PAGE_MEDIA_WIDTHS.length * 2} files (${(bytes / 1024).toFixed(0)} KiB) to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
