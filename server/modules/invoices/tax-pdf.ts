// A quote, tax invoice or bill of supply drawn as a one-or-more-page A4 PDF with pdf-lib. The standard
// PDF fonts know neither the rupee sign nor Devanagari, so the document embeds Noto Sans Devanagari
// (regular and bold, from an npm package; its Latin, digits and ₹ too) through fontkit, subset to the
// glyphs the document uses (docs/decisions/0021).
// fontkit's Indic shaper was compiled with regenerator; its runtime must be global before it runs.
import 'regenerator-runtime/runtime.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { dateInWords } from '../../../shared/dates.ts';
import { formatRupees } from '../../../shared/money.ts';
import { type TaxDocument, paiseText } from '../../../shared/tax-document.ts';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};
/** The fonts' bytes, read once per process. */
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const fontBytes = () =>
  (fonts ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(([regular, bold]) => ({
    regular,
    bold,
  })));

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 40;
const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.35, 0.35, 0.38);
const BRAND = rgb(0.702, 0.071, 0.247);
const RULE = rgb(0.8, 0.8, 0.82);
/** The table's type size: eleven columns of lakh-sized amounts fit across A4 at it. */
const CELL = 7.5;

export const TITLES = { quote: 'Quotation', 'tax invoice': 'Tax Invoice', 'bill of supply': 'Bill of Supply' } as const;

interface Column {
  head: string;
  width: number;
  right?: boolean;
  cell: (l: TaxDocument['lines'][number], n: number) => string;
}

function columns(d: TaxDocument): Column[] {
  const taxed = d.kind === 'tax invoice' || (d.kind === 'quote' && d.supplier.gstin !== null);
  const cols: Column[] = [
    { head: '#', width: 12, cell: (_l, n) => String(n + 1) },
    { head: 'Description', width: 0, cell: (l) => l.title },
    { head: 'HSN/SAC', width: 40, cell: (l) => l.hsn },
    { head: 'Qty', width: 22, right: true, cell: (l) => String(l.quantity) },
    { head: 'Rate ₹', width: 60, right: true, cell: (l) => paiseText(l.unitPrice * 100) },
  ];
  if (d.totals.discount > 0) cols.push({ head: 'Disc. ₹', width: 50, right: true, cell: (l) => paiseText(l.discount * 100) });
  if (taxed) {
    cols.push({ head: 'Taxable ₹', width: 62, right: true, cell: (l) => paiseText(l.taxable) });
    cols.push({ head: 'GST %', width: 28, right: true, cell: (l) => `${l.rate}%` });
    if (d.interState) cols.push({ head: 'IGST ₹', width: 60, right: true, cell: (l) => paiseText(l.igst) });
    else {
      cols.push({ head: 'CGST ₹', width: 52, right: true, cell: (l) => paiseText(l.cgst) });
      cols.push({ head: 'SGST ₹', width: 52, right: true, cell: (l) => paiseText(l.sgst) });
    }
  }
  cols.push({ head: 'Amount ₹', width: 62, right: true, cell: (l) => paiseText(l.amount * 100) });
  const fixed = cols.reduce((s, c) => s + c.width, 0);
  cols[1]!.width = A4.w - 2 * MARGIN - fixed;
  return cols;
}

/** `text` cut to fit `width` at `size`, with an ellipsis when cut. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** The document's PDF bytes. */
export async function taxDocumentPdf(d: TaxDocument): Promise<Uint8Array> {
  const bytes = await fontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const title = TITLES[d.kind];
  doc.setTitle(d.number ? `${title} ${d.number}` : `${title} for ${d.reference}`);
  doc.setAuthor(d.supplier.legalName);
  doc.setCreationDate(new Date(`${d.date}T00:00:00+05:30`));
  doc.setModificationDate(new Date(`${d.date}T00:00:00+05:30`));

  let page: PDFPage = doc.addPage([A4.w, A4.h]);
  let y = A4.h - MARGIN;
  const text = (s: string, x: number, size = 9, font = regular, color = INK) => page.drawText(s, { x, y, size, font, color });
  const right = (s: string, xRight: number, size = 9, font = regular, color = INK) =>
    page.drawText(s, { x: xRight - font.widthOfTextAtSize(s, size), y, size, font, color });
  const line = (gap = 13) => {
    y -= gap;
  };
  const rule = () => page.drawLine({ start: { x: MARGIN, y: y + 9 }, end: { x: A4.w - MARGIN, y: y + 9 }, thickness: 0.5, color: RULE });

  // Heading: the document's title, the supplier on the left, its number and dates on the right.
  text(title, MARGIN, 18, bold, BRAND);
  const meta: [string, string][] = [];
  if (d.number) meta.push([d.kind === 'bill of supply' ? 'Bill No.' : 'Invoice No.', d.number]);
  meta.push(['Date', dateInWords(d.date)], ['Order', d.reference]);
  if (d.validUntil) meta.push(['Valid until', dateInWords(d.validUntil)]);
  if (d.eventDate) meta.push(['Event date', dateInWords(d.eventDate)]);
  line(24);
  const top = y;
  text(d.supplier.legalName, MARGIN, 11, bold);
  line();
  for (const s of [d.supplier.address, d.supplier.gstin ? `GSTIN: ${d.supplier.gstin}` : 'Not registered under GST', stateLine(d.supplier)]) {
    if (!s) continue;
    text(fit(s, regular, 9, 300), MARGIN);
    line(12);
  }
  const contact = [d.supplier.phone, d.supplier.email].filter(Boolean).join(' · ');
  if (contact) {
    text(contact, MARGIN, 9, regular, MUTED);
    line(12);
  }
  const leftEnd = y;
  y = top;
  for (const [k, v] of meta) {
    right(`${k}: ${v}`, A4.w - MARGIN, 9, k === 'Invoice No.' || k === 'Bill No.' ? bold : regular);
    line(12);
  }
  y = Math.min(y, leftEnd) - 8;

  // The buyer and the place of supply.
  text(d.kind === 'quote' ? 'Quoted to' : 'Billed to', MARGIN, 9, bold, MUTED);
  line(12);
  text(fit(d.buyer.name, bold, 10, A4.w - 2 * MARGIN), MARGIN, 10, bold);
  line(12);
  for (const s of [d.buyer.gstin ? `GSTIN: ${d.buyer.gstin}` : '', d.buyer.address]) {
    if (!s) continue;
    text(fit(s, regular, 9, A4.w - 2 * MARGIN), MARGIN);
    line(12);
  }
  if (d.placeOfSupply) {
    text(`Place of supply: ${d.placeOfSupply.state} (${d.placeOfSupply.code})`, MARGIN);
    line(12);
  }
  line(8);

  // The lines.
  const cols = columns(d);
  const head = () => {
    let x = MARGIN;
    for (const c of cols) {
      if (c.right) right(c.head, x + c.width - 2, CELL, bold);
      else text(c.head, x, CELL, bold);
      x += c.width;
    }
    line(6);
    rule();
    line(8);
  };
  head();
  d.lines.forEach((l, n) => {
    if (y < MARGIN + 140) {
      page = doc.addPage([A4.w, A4.h]);
      y = A4.h - MARGIN;
      head();
    }
    let x = MARGIN;
    for (const c of cols) {
      const s = c.right ? c.cell(l, n) : fit(c.cell(l, n), regular, CELL, c.width - 4);
      if (c.right) right(s, x + c.width - 2, CELL);
      else text(s, x, CELL);
      x += c.width;
    }
    line(13);
  });
  rule();
  line(6);

  // The totals, right-aligned.
  const totals: [string, string][] = [];
  const t = d.totals;
  if (t.discount > 0) totals.push(['Total before discount', `₹${paiseText(t.gross * 100)}`], ['Discount', `-₹${paiseText(t.discount * 100)}`]);
  const taxed = cols.some((c) => c.head === 'Taxable ₹');
  if (taxed) {
    totals.push(['Taxable value', `₹${paiseText(t.taxable)}`]);
    if (d.interState) totals.push(['IGST', `₹${paiseText(t.igst)}`]);
    else totals.push(['CGST', `₹${paiseText(t.cgst)}`], ['SGST', `₹${paiseText(t.sgst)}`]);
  }
  for (const [k, v] of totals) {
    right(k, A4.w - MARGIN - 90);
    right(v, A4.w - MARGIN);
    line(12);
  }
  line(4);
  right('Total', A4.w - MARGIN - 90, 11, bold);
  right(formatRupees(t.total), A4.w - MARGIN, 11, bold);
  line(18);
  text('Amount in words:', MARGIN, 9, bold);
  line(12);
  text(fit(d.words, regular, 9, A4.w - 2 * MARGIN), MARGIN);
  line(18);

  const notes: string[] = [];
  if (d.kind === 'bill of supply') notes.push('The supplier is not registered under GST: no tax is charged on this bill.');
  else notes.push('Prices include GST.');
  if (d.kind === 'quote' && d.validUntil) notes.push(`These prices hold until ${dateInWords(d.validUntil)}.`);
  if (d.kind !== 'quote') notes.push('This is a computer-generated document; no signature is needed.');
  for (const s of notes) {
    text(s, MARGIN, 8, regular, MUTED);
    line(11);
  }
  return doc.save();
}

function stateLine(p: { state: string | null; stateCode: string | null }): string {
  return p.state ? `State: ${p.state}${p.stateCode ? ` (${p.stateCode})` : ''}` : '';
}
