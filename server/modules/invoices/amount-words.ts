// A total in words as an Indian invoice writes it, in lakh and crore: 12345678 → "One Crore Twenty
// Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only" (to-words, en-IN;
// docs/decisions/0021).
import { ToWords } from 'to-words';

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true, ignoreDecimal: true } });

export function rupeesInWords(rupees: number): string {
  return rupees === 0 ? 'Zero Rupees Only' : words.convert(rupees);
}
