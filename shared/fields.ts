// A record of the catalogue (a product, a category) described once, field by field: its value in API
// answers, its column in the database, the admin form's rule for it with the exact messages, and how
// the form shows it (label, input, limits). product.ts and category.ts list their fields with these
// builders; the helpers below derive the zod shapes, the field and column names, the database columns'
// types and the SQL select list from such a list, so a field added there reaches every one of them.
import { z } from 'zod';
import { cleanLine, cleanText } from './forms.ts';

/** How the admin form shows a field. `section` places it; fields of a section keep the list's order. */
export type FieldInput = { label: string; required: boolean; section: string } & (
  | { kind: 'text'; maxLength: number; multiLine: boolean; lang?: string }
  | { kind: 'whole' }
  | { kind: 'choice'; options: readonly string[]; none?: string }
  | { kind: 'yesno'; yes: string; no: string }
  | { kind: 'category' }
);

export interface Field {
  /** The value in API answers and pages. */
  api: z.ZodType;
  /** The database column, when it is not the field's own name. */
  column?: string;
  /** The stored value, when its type is not the answer's (an id for a name, 0/1 for a boolean). */
  stored?: z.ZodType;
  /** Read from a joined table rather than this record's own row (`alias.column`). */
  joined?: string;
  /** The column has a default, so an insert may leave it out. */
  defaulted?: true;
  /** The admin form's rule: the text the browser sends in, the stored value out. */
  form?: z.ZodType;
  input?: FieldInput;
}

export type Fields = Record<string, Field>;

/** A part of an admin form: its fields are those whose input names it. Two columns on wide screens, or a group with a legend. */
export interface FormSection {
  id: string;
  columns?: 2;
  legend?: string;
}

// ---- builders: the form rules with their messages, and the input that shows the same limits ----

/** One-line text, or several lines: control characters removed, white space tidied (cleanLine/cleanText). */
const cleaned = (multiLine: boolean) => (multiLine ? cleanText : cleanLine);

/** Text the form must have (empty once cleaned counts as missing). */
export function requiredText(label: string, maxLength: number, section: string) {
  return {
    api: z.string(),
    form: z
      .string({ message: 'is required' })
      .transform(cleanLine)
      .pipe(z.string().min(1, 'is required').max(maxLength, `must be at most ${maxLength} characters`)),
    input: { kind: 'text', label, required: true, maxLength, multiLine: false, section },
  } as const satisfies Field;
}

const optionalTextRule = (maxLength: number, multiLine: boolean) =>
  z
    .string({ message: 'must be text' })
    .transform(cleaned(multiLine))
    .pipe(z.string().max(maxLength, `must be at most ${maxLength} characters`))
    .optional();

/** Text the form may leave out: stored as '' (the column's default). */
export function optionalText(label: string, maxLength: number, section: string, multiLine = false) {
  return {
    api: z.string(),
    defaulted: true,
    form: optionalTextRule(maxLength, multiLine).transform((v) => v ?? ''),
    input: { kind: 'text', label, required: false, maxLength, multiLine, section },
  } as const satisfies Field;
}

/** Text the form may leave out, stored as null when empty (the column has no value rather than ''). */
export function nullableText(label: string, maxLength: number, section: string, multiLine = false) {
  return {
    api: z.string().nullable(),
    form: optionalTextRule(maxLength, multiLine).transform((v) => v || null),
    input: { kind: 'text', label, required: false, maxLength, multiLine, section },
  } as const satisfies Field;
}

/**
 * Hindi beside an English text (the form's input says so, for spell checkers and screen readers):
 * optional, null when empty, in the column `column`.
 */
export function hindiText<C extends string>(label: string, maxLength: number, section: string, column: C, multiLine = false) {
  const field = nullableText(label, maxLength, section, multiLine);
  return { ...field, column, input: { ...field.input, lang: 'hi' } } as const satisfies Field;
}

/** A whole number the form must have, at most `max`. */
export function requiredWhole(label: string, max: number, unit: string, section: string) {
  return {
    api: z.number().int(),
    form: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .regex(/^\d{1,9}$/, `must be a whole number of ${unit}`)
      .transform(Number)
      .refine((n) => n <= max, `must be at most ${max} ${unit}`),
    input: { kind: 'whole', label, required: true, section },
  } as const satisfies Field;
}

/**
 * Whole rupees as people write them: "1,299", "₹499", "₹ 1,299.00" or "Rs. 500" are the digits alone;
 * anything else ("1,299.50" has paise, "12.5", "ten") is returned as typed, to be refused.
 */
export function rupeesDigits(value: string): string {
  const m = /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.0{1,2})?$/i.exec(value.trim());
  return m ? m[1]!.replace(/,/g, '') : value.trim();
}

/** A price the form must have: whole rupees, written with or without ₹ and digit groups, at most `max`. */
export function requiredRupees(label: string, max: number, section: string) {
  const field = requiredWhole(label, max, 'rupees', section);
  return { ...field, form: z.string({ message: 'is required' }).transform(rupeesDigits).pipe(field.form) } as const satisfies Field;
}

/**
 * A whole number the form may leave empty, meaning "not counted" (stored as null), at most `max`. The
 * column keeps its default for rows written without it; the form always says which it is.
 */
export function nullableWhole(label: string, max: number, section: string) {
  return {
    api: z.number().int().nullable(),
    defaulted: true,
    form: z
      .string()
      .trim()
      .regex(/^(\d{1,9})?$/, 'must be a whole number of 0 or more')
      .optional()
      .transform((v) => (v ? Number(v) : null))
      .refine((n) => n === null || n <= max, `must be at most ${max}`),
    input: { kind: 'whole', label, required: false, section },
  } as const satisfies Field;
}

// ---- derived shapes and names ----

type FormKeys<F extends Fields> = { [K in keyof F]: F[K] extends { form: z.ZodType } ? K : never }[keyof F] & string;

export type ApiShape<F extends Fields> = { [K in keyof F]: F[K]['api'] };
export type FormShape<F extends Fields> = { [K in FormKeys<F>]: F[K] extends { form: infer S extends z.ZodType } ? S : never };

/** The column a field is stored in. */
type ColumnOf<K, D> = D extends { column: infer C extends string } ? C : K;
type StoredOf<D extends Field> = D extends { stored: infer S extends z.ZodType } ? z.infer<S> : z.infer<D['api']>;

/** The record's own columns as the database holds them (a field read only from a joined table has none). */
export type Columns<F extends Fields> = {
  [K in keyof F as F[K] extends { joined: string; column?: undefined } ? never : ColumnOf<K, F[K]>]: StoredOf<F[K]>;
};
/** The columns an insert may leave out: those with a default. */
export type DefaultedColumns<F extends Fields> = {
  [K in keyof F]: F[K] extends { defaulted: true } ? ColumnOf<K, F[K]> : never;
}[keyof F];

/** One field in a select list: `alias.column`, renamed to the field when the two differ. */
type Selected<K extends string, D, A extends string> = D extends { joined: infer J extends string }
  ? `${J} as ${K}`
  : ColumnOf<K, D> extends K
    ? `${A}.${K}`
    : `${A}.${ColumnOf<K, D> & string} as ${K}`;
export type Selection<F extends Fields, A extends string> = { [K in keyof F & string]: Selected<K, F[K], A> }[keyof F & string];

// Object.keys and Object.fromEntries know nothing of the keys they go over; each helper below states
// once, for any field list, the type its loop builds, so no caller needs to.

/** The fields' names, in the list's order. */
export function fieldNames<F extends Fields>(fields: F): (keyof F & string)[] {
  return Object.keys(fields) as (keyof F & string)[];
}

/** The names of the fields the admin form sends, in the list's order. */
export function formFieldNames<F extends Fields>(fields: F): FormKeys<F>[] {
  return fieldNames(fields).filter((k) => fields[k]!.form !== undefined) as FormKeys<F>[];
}

/** The zod shape of the record as API answers carry it. */
export function apiShape<F extends Fields>(fields: F): ApiShape<F> {
  return Object.fromEntries(fieldNames(fields).map((k) => [k, fields[k]!.api])) as ApiShape<F>;
}

/** The zod shape of the admin form: its fields' rules. */
export function formShape<F extends Fields>(fields: F): FormShape<F> {
  return Object.fromEntries(formFieldNames(fields).map((k) => [k, fields[k]!.form])) as FormShape<F>;
}

/**
 * What a record's definition gives every user of it: its zod shape in API answers, its admin form's
 * schema, and the names of the fields that form sends (in the list's order).
 */
export function schemasOf<F extends Fields>(fields: F) {
  return { shape: z.object(apiShape(fields)), form: z.object(formShape(fields)), formFields: formFieldNames(fields) };
}

/** The column a field is stored in. */
export function columnOf(fields: Fields, name: string): string {
  return fields[name]?.column ?? name;
}

/** The select list that reads the record as API answers carry it, from its table joined as `alias`. */
export function selection<F extends Fields, A extends string>(fields: F, alias: A): Selection<F, A>[] {
  return fieldNames(fields).map((k) => {
    const f = fields[k]!;
    if (f.joined) return `${f.joined} as ${k}`;
    const column = columnOf(fields, k);
    return column === k ? `${alias}.${k}` : `${alias}.${column} as ${k}`;
  }) as Selection<F, A>[];
}

/** A record's values as API answers carry them. */
export type ApiValues<F extends Fields> = z.infer<z.ZodObject<ApiShape<F>>>;

/** A record read from its own row: each field from its column, a 0/1 column as the boolean it stands for. */
export function fromRow<F extends Fields>(fields: F, row: Columns<F>): ApiValues<F> {
  const stored: Record<string, unknown> = row;
  return Object.fromEntries(
    fieldNames(fields).map((k) => {
      const value = stored[columnOf(fields, k)];
      return [k, fields[k]!.api instanceof z.ZodBoolean ? value === 1 : value];
    }),
  ) as ApiValues<F>;
}

/** Form values under their columns' names. */
export type ColumnValues<F extends Fields, V> = { [K in keyof V as K extends keyof F ? ColumnOf<K, F[K]> : never]: V[K] };

/** A valid form's values renamed to the columns they are stored in (the form's rules give stored values). */
export function toColumns<F extends Fields, V extends object>(fields: F, values: V): ColumnValues<F, V> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [columnOf(fields, k), v])) as ColumnValues<F, V>;
}
