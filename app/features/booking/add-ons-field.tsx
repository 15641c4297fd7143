// The extras of the order request on /buy: the Add-ons category's products as tick boxes (name, price,
// a small picture), with what they add to the total, and an optional reference photo checked in the
// browser as the server checks it (JPEG, PNG or WebP, at most 5 MB) before it is sent.
import type { Product } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { ProductImage } from '../catalogue/product-image.tsx';
import { useT } from '../shell/i18n.tsx';
import { fill } from '../shell/fill.tsx';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why the browser will not send this photo, or null when it may. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'The photo must be a JPEG, PNG or WebP picture.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo must be at most 5 MB.';
  return null;
}

export function AddOnChoices({
  addOns,
  chosen,
  onChange,
  cartTotal,
}: {
  addOns: readonly Product[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  cartTotal: number;
}) {
  const t = useT();
  if (addOns.length === 0) return null;
  const extra = addOns.filter((a) => chosen.includes(a.id)).reduce((s, a) => s + a.price, 0);
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="booking-personal booking-addons">
      <legend>{t('Add-ons')}</legend>
      <p className="field-hint">{t('Extras we bring and set up with your decoration. All optional.')}</p>
      {addOns.map((a) => (
        <label key={a.id} className="booking-slot booking-addon">
          <input type="checkbox" name="addOns" value={String(a.id)} checked={chosen.includes(a.id)} onChange={(e) => toggle(a.id, e.currentTarget.checked)} />
          {a.image && (
            <span className="booking-addon-thumb" aria-hidden="true">
              <ProductImage filename={a.image} alt="" sizes="48px" width={48} height={48} />
            </span>
          )}
          <span>
            {a.title} <span className="booking-left">{formatRupees(a.price)}</span>
          </span>
        </label>
      ))}
      {extra > 0 && (
        <p className="field-hint booking-addons-total" aria-live="polite">
          {fill(t('Add-ons: {extra}. Total with add-ons: {total}.'), { extra: formatRupees(extra), total: <strong>{formatRupees(cartTotal + extra)}</strong> })}
        </p>
      )}
    </fieldset>
  );
}

export function PhotoField({ idPrefix, error, onChoose }: { idPrefix: string; error: string | null; onChoose: (file: File | null) => void }) {
  const id = `${idPrefix}-photo`;
  const t = useT();
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {t('Reference photo')}
        <span className="field-optional"> {t('(optional)')}</span>
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        {t('A picture of a decoration you like: JPEG, PNG or WebP, at most 5 MB.')}
      </p>
      <input
        id={id}
        type="file"
        name="photo"
        accept={PHOTO_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
      />
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
