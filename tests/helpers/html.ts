// Reading server-rendered HTML in tests: the text of an attribute or element with its entities decoded.

/** The few entities React writes in text and attributes, decoded. */
export function decodeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
