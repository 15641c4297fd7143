// The inbox as a spreadsheet: UTF-8 with a byte-order mark (so Excel shows ₹ and Hindi names), and
// every cell that a spreadsheet would read as a formula made plain text. Times are India's, minutes
// exact ("2026-11-25 00:19"), and the header says so; event dates stay YYYY-MM-DD, which sorts.
import { formatRupees } from '../../../shared/money.ts';
import { indiaStamp } from '../../../shared/dates.ts';
import type { LeadType } from '../../../shared/leads.ts';
import { csvFile } from '../../spreadsheet.ts';
import type { ExportedLead } from './leads.service.ts';

const COLUMNS = [
  'reference',
  'type',
  'status',
  'created (India time)',
  'name',
  'phone',
  'email',
  'event_date',
  'pincode',
  'address',
  'enquiry_about',
  'area',
  'business_budget',
  'notes',
  'items',
  'total',
  'quoted_amount',
  'latest_note',
  'lost_reason',
  'source_page',
  'slot',
  'state',
  'outside_area',
  'locale',
] as const;

export function leadsCsv(rows: ExportedLead[]): string {
  const records = rows.map(({ lead, lines, latestNote, quotedAmount }) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      reference: lead.reference,
      type: lead.type,
      status: lead.status,
      'created (India time)': indiaStamp(lead.created_at),
      name: lead.name,
      phone: lead.phone,
      email: lead.email ?? '',
      event_date: lead.event_date ?? '',
      pincode: lead.pincode ?? '',
      address: lead.address ?? '',
      enquiry_about: lead.enquiry_about ?? '',
      area: lead.area ?? '',
      business_budget: lead.business_budget ?? '',
      notes: lead.notes ?? '',
      items: lines.map((l) => `${l.title} × ${l.quantity} @ ${formatRupees(l.price)}`).join('; '),
      total: lead.total === null ? '' : String(lead.total),
      quoted_amount: quotedAmount === null ? '' : String(quotedAmount),
      latest_note: latestNote ?? '',
      lost_reason: lead.lost_reason ?? '',
      source_page: lead.source_page ?? '',
      slot: lead.slot_label ?? '',
      state: lead.state ?? '',
      // Said in words so a filter in the spreadsheet reads as the inbox's badge does.
      outside_area: lead.outside_area === 1 ? 'yes' : 'no',
      // en or hi: the language the customer wrote in, and is written to in.
      locale: lead.locale,
    };
    return COLUMNS.map((c) => values[c]);
  });
  return csvFile(COLUMNS, records);
}

const KIND_NAMES: Record<LeadType, string> = { order: 'orders', enquiry: 'enquiries', franchise: 'franchise-applications' };

/** The export's file name: one per kind, dated by India's day ("gubbara-orders-2026-11-25.csv"). */
export function leadsFileName(types: readonly LeadType[] | undefined, day: string): string {
  const kind = types?.length === 1 ? KIND_NAMES[types[0]!] : 'leads';
  return `gubbara-${kind}-${day}.csv`;
}
