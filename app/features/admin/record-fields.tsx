// The admin forms' inputs, drawn from a record's definition (shared/product.ts, shared/category.ts):
// each field's label, kind of input, limits and place come from there, so the browser checks what the
// API checks and a field added to the definition appears in its form.
import { Fragment } from 'react';
import type { FieldInput, Fields, FormSection } from '../../../shared/fields.ts';
import { type OptionGroup, OptionGroups } from '../shell/option-groups.tsx';

interface ControlProps {
  /** Prefix of the inputs' ids (p-title). */
  idPrefix: string;
  /** The record being edited, or null for a new one. */
  values: Readonly<Record<string, unknown>> | null;
  /** Values a new record's form starts with. */
  initial?: Readonly<Record<string, string>> | undefined;
  /** The choices of a category input. */
  categories?: readonly OptionGroup[] | undefined;
  /** Help under a field's input, read out with it. */
  hints?: Readonly<Record<string, string>> | undefined;
}

/** The form's fields, section by section in the order `sections` gives. */
export function AdminFormFields({ fields, sections, ...props }: ControlProps & { fields: Fields; sections: readonly FormSection[] }) {
  return sections.map((section) => {
    const inputs = Object.entries(fields).flatMap(([name, field]) =>
      field.input?.section === section.id ? [<FieldControl key={name} name={name} input={field.input} {...props} />] : [],
    );
    if (section.legend)
      return (
        <fieldset key={section.id}>
          <legend>{section.legend}</legend>
          {inputs}
        </fieldset>
      );
    if (section.columns === 2)
      return (
        <div key={section.id} className="two-col">
          {inputs}
        </div>
      );
    return <Fragment key={section.id}>{inputs}</Fragment>;
  });
}

function Label({ input }: { input: FieldInput }) {
  return (
    <>
      {input.label}
      {input.required && (
        <>
          {' '}
          <span className="required-mark">(required)</span>
        </>
      )}
    </>
  );
}

function FieldControl({ name, input, idPrefix, values, initial, categories, hints }: ControlProps & { name: string; input: FieldInput }) {
  const id = `${idPrefix}-${name}`;
  const hint = hints?.[name];
  const current = String((values ? values[name] : initial?.[name]) ?? '');
  const common = { id, name, required: input.required, defaultValue: current, 'aria-describedby': hint ? `${id}-hint` : undefined };
  if (input.kind === 'yesno') {
    return (
      <fieldset>
        <legend>
          <Label input={input} />
        </legend>
        <div className="radio-row">
          <label>
            <input type="radio" name={name} value="true" required={input.required} defaultChecked={current === 'true'} /> {input.yes}
          </label>
          <label>
            <input type="radio" name={name} value="false" required={input.required} defaultChecked={current === 'false'} /> {input.no}
          </label>
        </div>
      </fieldset>
    );
  }
  let control;
  if (input.kind === 'text')
    control = input.multiLine ? <textarea {...common} maxLength={input.maxLength} /> : <input {...common} type="text" maxLength={input.maxLength} />;
  else if (input.kind === 'whole') control = <input {...common} type="number" inputMode="numeric" min={0} step={1} />;
  else if (input.kind === 'choice')
    control = (
      <select {...common}>
        {input.none !== undefined && <option value="">{input.none}</option>}
        {input.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <select {...common}>
        <option value="">Select category</option>
        <OptionGroups groups={categories ?? []} />
      </select>
    );
  return (
    <div className="field">
      <label htmlFor={id}>
        <Label input={input} />
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
