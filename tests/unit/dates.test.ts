// Dates as people read them: one formatter for pages, wa.me texts, e-mails and the CSV exports.
import { describe, expect, it } from 'vitest';
import { dateInWords, dayInWords, indiaDay, indiaStamp, momentInWords } from '../../shared/dates.ts';
import { orderWhatsappText } from '../../shared/leads.ts';
import { backupDownloadName } from '../../shared/system.ts';

describe('dates in words, India time', () => {
  it('writes a day with its weekday, day, month and year', () => {
    expect(dateInWords('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(dateInWords('2027-01-04')).toBe('Mon 4 Jan 2027');
    expect(dayInWords('2026-11-28')).toBe('Sat 28 Nov');
  });

  it('leaves what is not a day as given', () => {
    expect(dateInWords('soon')).toBe('soon');
    expect(dateInWords('')).toBe('');
  });

  it('writes a moment in India time, which may be the next day', () => {
    expect(momentInWords('2026-11-24T18:49:00.000Z')).toBe('Wed 25 Nov 2026, 00:19');
    expect(indiaStamp('2026-11-24T18:49:59.000Z')).toBe('2026-11-25 00:19');
    expect(indiaDay(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
    expect(indiaDay(new Date('2026-11-24T18:29:00.000Z'))).toBe('2026-11-24');
  });

  it('puts the event date in words into the order WhatsApp text', () => {
    const text = orderWhatsappText({ reference: 'GUB-ABCDEF', name: 'Asha', lines: [], total: 499, eventDate: '2026-12-12' });
    expect(text).toContain('Event date: Sat 12 Dec 2026');
    expect(text).not.toContain('2026-12-12');
  });
});

describe('a backup as the owner downloads it', () => {
  it('is named by its time in India, with the stored file’s extension', () => {
    expect(backupDownloadName('gubbara-2026-11-24T18-49-00Z.db', '2026-11-24T18:49:00.000Z')).toBe('gubbara-backup-2026-11-25-0019-india-time.db');
    expect(backupDownloadName('gubbara-2026-11-24T06-05-00Z.dump', '2026-11-24T06:05:00.000Z')).toBe('gubbara-backup-2026-11-24-1135-india-time.dump');
  });
});
