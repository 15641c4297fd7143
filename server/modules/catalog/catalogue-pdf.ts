// The downloadable PDF catalogues of the Our Work page (served by app/routes/catalogues.ts),
// built as real PDF documents with pdf-lib from the live catalogue: a cover with the contact
// details, then every product of the catalogue's categories with its picture, price and
// description. Built on first request and kept in memory for CACHE_MS, so edits in the admin area
// show up within minutes; a change of the business's details at once. Links in it use config.baseUrl, so one copy per catalogue file serves
// every visitor: whatever Host a request names, it neither changes the PDF nor costs another build.
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import type { Product } from '../../../shared/catalog.ts';
import { DELIVERY_DAYS, PHONE_PREFIX } from '../../../shared/constants.ts';
import type { BusinessInfo, CatalogueSpec, PageConfig } from '../../../shared/services.ts';
import { productHref } from '../../../shared/urls.ts';
import type { MediaService } from '../media/media.service.ts';
import type { CatalogService } from './catalog.service.ts';

/** What a catalogue is built from: the contact details and address, the products, their pictures. */
export interface PdfSources {
  config: Pick<PageConfig, 'baseUrl'>;
  settings: { business(): Promise<BusinessInfo> };
  catalog: Pick<CatalogService, 'productsByCategory'>;
  media: Pick<MediaService, 'get'>;
}

const CACHE_MS = 10 * 60 * 1000;
interface CacheEntry {
  expires: number;
  /** The contact details it was built with: a PDF of older ones is built again. */
  business: string;
  bytes: Promise<Uint8Array>;
}
/** Per server instance (its services), one entry per catalogue file: at most as many as there are catalogues. */
const caches = new WeakMap<PdfSources, Map<string, CacheEntry>>();

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;
const BRAND = rgb(0.702, 0.071, 0.247);
const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.29, 0.29, 0.33);

/** The standard PDF fonts only encode WinAnsi: spell the rupee sign out and drop anything else. */
export function pdfText(s: string): string {
  return s
    .replaceAll('₹', 'Rs. ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u2026\u20ac]/g, '');
}

function rupees(n: number): string {
  return `Rs. ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(n)}`;
}

function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const words = pdfText(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = w;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && words.join(' ') !== lines.join(' ')) {
    let last = lines[maxLines - 1]!;
    while (last && font.widthOfTextAtSize(`${last}...`, size) > width) last = Array.from(last).slice(0, -1).join('');
    lines[maxLines - 1] = `${last.trimEnd()}...`;
  }
  return lines;
}

async function thumbnail(doc: PDFDocument, services: PdfSources, p: Product): Promise<PDFImage | undefined> {
  if (!p.image) return undefined;
  try {
    const img = await services.media.get(p.image, 'product');
    if (!img) return undefined;
    const jpeg = await sharp(img.bytes).resize(200, 200, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 72 }).toBuffer();
    return await doc.embedJpg(jpeg);
  } catch {
    return undefined;
  }
}

export async function buildCataloguePdf(services: PdfSources, cat: CatalogueSpec, business: BusinessInfo): Promise<Uint8Array> {
  const { baseUrl: origin } = services.config;
  const lists = await Promise.all(cat.categories.map((c) => services.catalog.productsByCategory(c)));
  const products = lists.flat();

  const doc = await PDFDocument.create();
  doc.setTitle(`${cat.title} catalogue`);
  doc.setAuthor(pdfText(business.name));
  doc.setSubject(pdfText(cat.description));
  doc.setCreator(pdfText(business.name));
  doc.setLanguage('en-IN');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  // Cover
  const cover = doc.addPage([A4.w, A4.h]);
  cover.drawRectangle({ x: 0, y: A4.h - 220, width: A4.w, height: 220, color: BRAND });
  cover.drawText(pdfText(business.name), { x: MARGIN, y: A4.h - 90, size: 20, font: bold, color: rgb(1, 1, 1) });
  cover.drawText(pdfText(`${cat.title} catalogue`), { x: MARGIN, y: A4.h - 150, size: 32, font: bold, color: rgb(1, 1, 1) });
  let y = A4.h - 270;
  for (const line of wrap(cat.description, regular, 14, A4.w - 2 * MARGIN, 4)) {
    cover.drawText(line, { x: MARGIN, y, size: 14, font: regular, color: INK });
    y -= 20;
  }
  y -= 20;
  const facts = [
    `${products.length} products, prices in Indian rupees with delivery charges included.`,
    `Delivery PAN India in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days.`,
    '',
    `Phone: ${PHONE_PREFIX} ${business.phone}`,
    `WhatsApp: ${PHONE_PREFIX} ${business.whatsapp}`,
    `E-mail: ${business.email}`,
    `Address: ${business.address}`,
    `Website: ${origin}`,
  ];
  for (const f of facts) {
    for (const line of wrap(f, regular, 12, A4.w - 2 * MARGIN, 3)) {
      cover.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: MUTED });
      y -= 17;
    }
    if (f === '') y -= 8;
  }

  // Products, several to a page
  const rowH = 104;
  const imgSize = 84;
  let page: PDFPage | undefined;
  let pageNo = 1;
  const newPage = () => {
    page = doc.addPage([A4.w, A4.h]);
    pageNo += 1;
    page.drawText(pdfText(`${cat.title} catalogue`), { x: MARGIN, y: A4.h - 36, size: 10, font: bold, color: BRAND });
    page.drawText(`Page ${pageNo}`, { x: A4.w - MARGIN - 40, y: 28, size: 9, font: regular, color: MUTED });
    y = A4.h - 64;
  };
  if (products.length === 0) {
    newPage();
    page!.drawText('New designs are on their way. Ask us on WhatsApp for the latest range.', { x: MARGIN, y, size: 12, font: regular, color: INK });
  }
  for (const p of products) {
    if (!page || y - rowH < 48) newPage();
    const pg = page!;
    const top = y;
    const img = await thumbnail(doc, services, p);
    if (img) pg.drawImage(img, { x: MARGIN, y: top - imgSize, width: imgSize, height: imgSize });
    else pg.drawRectangle({ x: MARGIN, y: top - imgSize, width: imgSize, height: imgSize, color: rgb(0.99, 0.94, 0.96) });
    const tx = MARGIN + imgSize + 14;
    const tw = A4.w - MARGIN - tx;
    let ty = top - 12;
    for (const line of wrap(p.title, bold, 12, tw - 90, 2)) {
      pg.drawText(line, { x: tx, y: ty, size: 12, font: bold, color: INK });
      ty -= 15;
    }
    const price = rupees(p.price);
    pg.drawText(price, { x: A4.w - MARGIN - bold.widthOfTextAtSize(price, 12), y: top - 12, size: 12, font: bold, color: BRAND });
    for (const line of wrap(p.description, regular, 9.5, tw, 3)) {
      pg.drawText(line, { x: tx, y: ty, size: 9.5, font: regular, color: MUTED });
      ty -= 12;
    }
    const link = pdfText(origin + productHref(p));
    pg.drawText(link, { x: tx, y: Math.max(ty - 2, top - imgSize), size: 8, font: regular, color: BRAND });
    y = top - rowH;
    pg.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: A4.w - MARGIN, y: y + 10 }, thickness: 0.5, color: rgb(0.9, 0.88, 0.88) });
  }
  return doc.save();
}

/** The PDF for a catalogue, from the in-memory cache when it is fresh. */
export async function cataloguePdf(services: PdfSources, cat: CatalogueSpec): Promise<Uint8Array> {
  const cache = caches.get(services) ?? new Map<string, CacheEntry>();
  caches.set(services, cache);
  const business = await services.settings.business();
  const key = JSON.stringify(business);
  const cached = cache.get(cat.file);
  if (cached && cached.expires >= Date.now() && cached.business === key) return cached.bytes;
  const entry = { expires: Date.now() + CACHE_MS, business: key, bytes: buildCataloguePdf(services, cat, business) };
  cache.set(cat.file, entry);
  // A failed build is forgotten (unless a newer one has replaced it), so the next request tries again.
  entry.bytes.catch(() => {
    if (cache.get(cat.file) === entry) cache.delete(cat.file);
  });
  return entry.bytes;
}
