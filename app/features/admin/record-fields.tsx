// The admin forms of a product and a category. Their inputs are drawn from the record's definition
// (shared/product.ts, shared/category.ts): each field's label, kind of input, limits and place come from
// there, so the browser checks what the API checks and a field added to the definition appears in its form.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../shell/use-hydrated.ts';
import type { Notice, useRecordSave } from './forms.ts';
import { ImageUploadField, NoticeLine, SubmitRow } from './parts.tsx';
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
    control = input.multiLine ? (
      <textarea {...common} lang={input.lang} maxLength={input.maxLength} />
    ) : (
      <input {...common} type="text" lang={input.lang} maxLength={input.maxLength} />
    );
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

/**
 * A product's or a category's form around its fields: the notice of the last save, the picture with its
 * preview and upload progress, Save (Update when editing) and Cancel edit back to the empty form.
 */
export function RecordForm({
  save,
  notice,
  editing,
  recordKey,
  formPath,
  submitLabels,
  image,
  label,
  children,
}: {
  save: ReturnType<typeof useRecordSave>;
  notice: Notice | null;
  editing: boolean;
  /** The record's id, or 'new': a different record gets a fresh form. */
  recordKey: string | number;
  formPath: string;
  submitLabels: { add: string; update: string };
  /** The picture input's multipart field name (imgName for products, file for categories) and ids. */
  image: { idPrefix: string; name: string; inputId: string };
  label?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <NoticeLine notice={notice} />
      <form key={`${recordKey}-${save.resets}`} className="admin-form" onSubmit={save.onSubmit} encType="multipart/form-data" method="post" aria-label={label}>
        {children}
        <ImageUploadField {...image} editing={editing} preview={save.preview} progress={save.progress} onChoose={save.choose} />
        <SubmitRow label={editing ? submitLabels.update : submitLabels.add} disabled={!hydrated || save.progress !== null}>
          {editing && (
            <Link to={formPath} className="btn btn-secondary">
              Cancel edit
            </Link>
          )}
        </SubmitRow>
      </form>
    </>
  );
}
