// The business's contact details (stored, edited at /admin/settings; through the root loader) and links built from them.
import { useRouteLoaderData } from 'react-router';
import type { BusinessInfo } from '../../../shared/services.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';

export function useBusiness(): BusinessInfo {
  const data = useRouteLoaderData('root') as { business: BusinessInfo } | undefined;
  if (!data) throw new Error('useBusiness() needs the root loader data');
  return data.business;
}

/** "+91 99999 99999" for display. */
export function displayPhone(tenDigits: string): string {
  return `${PHONE_PREFIX} ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
}

export function telLink(tenDigits: string): string {
  return `tel:${PHONE_PREFIX}${tenDigits}`;
}

/** A WhatsApp chat with the business, optionally with a prefilled message. */
export function whatsappLink(tenDigits: string, message?: string): string {
  const base = `https://wa.me/${PHONE_PREFIX.replace('+', '')}${tenDigits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * A mailto: link to an address, optionally a draft with a subject and body lines. The address is
 * percent-encoded (its @ kept readable), so a `?` or `&` in it can never start the link's own
 * fields: a stored address is shown as it was typed, not obeyed.
 */
export function mailtoLink(to: string, subject?: string, lines: string[] = []): string {
  const address = `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}`;
  return subject === undefined ? address : `${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
