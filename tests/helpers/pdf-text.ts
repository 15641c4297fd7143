// A PDF's text as a reader's copy-and-paste would give it (unpdf, pdf.js underneath), page after page.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
