// The inbox as a spreadsheet: UTF-8 with a byte-order mark (so Excel shows ₹ and Hindi names), and
// every cell that a spreadsheet would read as a formula made plain text.
import { formatRupees } from '../../../shared/money.ts';
import type { OrderLine } from '../../../shared/leads.ts';
import { csvFile } from '../../spreadsheet.ts';
import type { LeadRow } from './leads.repository.ts';

const COLUMNS = [
  'reference',
  'type',
  'status',
  'created_at',
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
  'lost_reason',
  'source_page',
] as const;

export function leadsCsv(rows: { lead: LeadRow; lines: OrderLine[] }[]): string {
  const records = rows.map(({ lead, lines }) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      reference: lead.reference,
      type: lead.type,
      status: lead.status,
      created_at: lead.created_at,
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
      lost_reason: lead.lost_reason ?? '',
      source_page: lead.source_page ?? '',
    };
    return COLUMNS.map((c) => values[c]);
  });
  return csvFile(COLUMNS, records);
}
