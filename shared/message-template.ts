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
