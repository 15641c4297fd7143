import { DESCRIPTION_PREVIEW_CHARS } from './constants.ts';

/** The card preview: the first 40 characters followed by "...". */
export function previewDescription(text: string, max = DESCRIPTION_PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** The spec's category key: lowercased, spaces removed. */
export function categoryKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
