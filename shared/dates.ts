// Dates as people read them: "Sat 12 Dec 2026" for a day (YYYY-MM-DD, already India's day) and India
// time for a moment (an ISO timestamp). Data files and the API keep ISO; pages, wa.me texts, e-mails
// and CSV cells meant for people use these, so every place writes a date the same way.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day's UTC-midnight Date, or null when the text is not a real YYYY-MM-DD day. */
function dayOf(ymd: string): Date | null {
  if (!DAY_RE.test(ymd)) return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The moment shifted to India's wall clock (read it with the getUTC… methods), or null. */
function indiaClock(iso: string): Date | null {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : new Date(t + IST_OFFSET_MS);
}

const words = (d: Date, year: boolean) => `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ''}`;

/** 2026-12-12 → "Sat 12 Dec 2026"; anything else is returned as given. */
export function dateInWords(ymd: string): string {
  const d = dayOf(ymd);
  return d ? words(d, true) : ymd;
}

/** 2026-12-12 → "Sat 12 Dec", for a date near enough that the year goes without saying. */
export function dayInWords(ymd: string): string {
  const d = dayOf(ymd);
  return d ? words(d, false) : ymd;
}

/** A moment in India time: "Sat 12 Dec 2026, 14:05". */
export function momentInWords(iso: string): string {
  const d = indiaClock(iso);
  return d ? `${words(d, true)}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : iso;
}

/** A moment in India time for a spreadsheet cell: "2026-11-25 00:19". */
export function indiaStamp(iso: string): string {
  const d = indiaClock(iso);
  return d ? `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : iso;
}

/** A moment's India date for a file name: "2026-11-25". */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
