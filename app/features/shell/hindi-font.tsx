// The Devanagari typeface of the Hindi pages, self-hosted from @fontsource's Devanagari subset (the
// phones' own Devanagari fonts vary, and some draw conjuncts badly). Only a /hi page renders this, so an
// English page asks for no font at all; the regular weight is preloaded, the bold one comes when a
// heading needs it, and font-display: swap shows the text at once in the phone's font meanwhile.
// Latin letters keep the site's system stack: the unicode-range keeps these files to Devanagari.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

const RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF';

const face = (url: string, weight: number) =>
  `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${RANGE}}`;

const CSS = `${face(regular, 400)}${face(bold, 700)}html[lang='hi']{font-family:'Noto Sans Devanagari',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}`;

export function HindiFont() {
  return (
    <>
      <link rel="preload" href={regular} as="font" type="font/woff2" crossOrigin="anonymous" />
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
    </>
  );
}
