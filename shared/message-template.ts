// Message templates: English texts with {name} placeholders. A page in another language looks the
// template up first (app/features/shell/i18n.tsx) and fills in the values after, so a value is never
// read as a placeholder; the server fills the English template as written.

/** Values for a template's {placeholders}. */
export type TemplateVars = Readonly<Record<string, string | number>>;

/** Says a template in some language, its values filled in: the page's t(), or fillTemplate for English. */
export type SayText = (template: string, vars?: TemplateVars) => string;

/** The template with its {placeholders} filled from `vars`; a name without a value stays as written. */
export function fillTemplate(template: string, vars?: TemplateVars): string {
  return vars ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : template;
}

/**
 * A message as its key (the English template) and the values for its placeholders, so that each caller
 * words it in its own language: the API fills it in English, a Hindi page looks the template up first.
 */
export interface TemplateMessage {
  text: string;
  /** Values written as they are (an amount already in rupees, a UTR). */
  vars?: TemplateVars;
  /** Values that are days (YYYY-MM-DD), written the reader's way. */
  days?: Readonly<Record<string, string>>;
  /** Values that are interface words themselves (a slot's label), said in the reader's language too. */
  words?: Readonly<Record<string, string>>;
}

/** What a page's form asked a service to do, and what came of it, as a message each page words. */
export interface TemplateOutcome extends TemplateMessage {
  ok: boolean;
}

/** The message in words: `say` the page's t() (or fillTemplate for English), `day` its way of writing a day. */
export function fillMessage(m: TemplateMessage, say: SayText, day: (ymd: string) => string): string {
  const vars: Record<string, string | number> = { ...m.vars };
  for (const [name, ymd] of Object.entries(m.days ?? {})) vars[name] = day(ymd);
  for (const [name, word] of Object.entries(m.words ?? {})) vars[name] = say(word);
  return say(m.text, vars);
}
