import { DESCRIPTION_PREVIEW_CHARS } from './constants.ts';

/**
 * The first `max` characters of a text, counted and cut by code point: never between the two halves of
 * an emoji or another character outside the BMP (half of one is no character, and breaks
 * encodeURIComponent and every answer that repeats it).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** The card preview: the first 40 characters followed by "...". */
export function previewDescription(text: string, max = DESCRIPTION_PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** The spec's category key: lowercased, spaces removed. */
export function categoryKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
