// /buy: the order request: the cart's lines and total, then who, when and where. The server renders the
// cart the cart cookie names; once the scripts run the page loads the browser's session cart (like
// /cart), which holds the cookie's lines by then. The server turns the cart into an order request with
// a reference and empties the cart; the visitor can then send the order to the business on WhatsApp,
// prefilled by the server. Under the venue pincode, the shop says whether it delivers there and from
// when (pincode-check.tsx). The form is also a plain post (booking/order-action.server.ts): without
// scripts the date and slot are one select, and a refused post comes back as this page with the
// values as typed and the answer's message at its field.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { LocalLink as Link, type Translate, useLocalHref, useLocale, useT } from '../shell/i18n.tsx';
import { ORDER_FALLBACK_TEXT, detailLine, messageDate } from '../shell/contact-texts.ts';
import type { Locale } from '../../../shared/locale.ts';
import { productTitle, productTitleLang } from '../../../shared/locale-text.ts';
import { fill } from '../shell/fill.tsx';
import { useDayWords } from '../booking/day-words.ts';
import type { CartItem, CartView } from '../../../shared/cart.ts';
import type { Product } from '../../../shared/catalog.ts';
import type { FreeSlot } from '../../../shared/bookings.ts';
import { formatRupees } from '../../../shared/money.ts';
import { FORM_TOKEN_FIELD, type OrderCreated, orderWhatsappText, surchargeInWords } from '../../../shared/leads.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { fetchCart, onCartChangedElsewhere, refreshCartCount } from '../cart/cart-client.ts';
import { getSessionId } from '../shell/visitor-session.ts';
import { OrderLinesTable } from '../cart/order-lines.tsx';
import { displayPhone, telLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { ORDER_REQUEST } from './content.ts';
import { ConsentLine, FormAlert, FormField, Honeypot, LeadStyles, PhoneField, PincodeField, RequiredNote, SubmitButton } from './form-field.tsx';
import { LeadConfirmation, OtherWays, useLeadForm } from './lead-form.tsx';
import { PincodeCheck } from './pincode-check.tsx';
import { postOrder } from '../booking/booking-client.ts';
import { BookingDateAndSlot, BookingDetails, chosenSlotText, PersonalTouches, useBookingCalendar } from '../booking/booking-fields.tsx';
import { BOOKING_FIELDS, type ChoiceDay, KEY_FIELD, OUTSIDE_AREA, SLOT_TAKEN, SURCHARGE_TEXT, bookingBody, bookingRequestSchema, statusUrlIn, whatsappWithBooking } from '../booking/booking-form.ts';
import type { OrderPosted } from '../booking/order-action.server.ts';
import { AddOnChoices, PhotoField, photoProblem } from '../booking/add-ons-field.tsx';

/** The advance's QR and UPI details, fetched once an order is taken: not part of /buy's first load. */
const BuyPayment = lazy(() => import('../booking/buy-payment.tsx'));

type CartState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; cart: CartView };

/**
 * What the visitor can send us on WhatsApp when the website could not take the request, in the page's
 * language. The products keep their English titles, the catalogue's names the shop knows them by.
 */
export function fallbackText(t: Translate, items: readonly CartItem[], total: number): string {
  return [
    t(ORDER_FALLBACK_TEXT),
    ...items.map((i) => `- ${i.product.title} × ${i.quantity} = ${formatRupees(i.lineTotal)}`),
    detailLine(t, 'total', formatRupees(total)),
  ].join('\n');
}

/** The order as typed, for WhatsApp when the shop asked the visitor to wait. */
export function limitedText(
  t: Translate,
  locale: Locale,
  items: readonly CartItem[],
  total: number,
  v: { name: string; phone: string; eventDate: string; pincode: string; address: string | null },
): string {
  return [
    fallbackText(t, items, total),
    detailLine(t, 'name', v.name),
    detailLine(t, 'mobile', v.phone),
    detailLine(t, 'eventDate', messageDate(v.eventDate, locale)),
    detailLine(t, 'pincode', v.pincode),
    ...(v.address ? [detailLine(t, 'address', v.address)] : []),
  ].join('\n');
}

export function OrderRequestPage({
  addOns,
  initialCart,
  choices,
  sent,
  posted,
}: {
  addOns: readonly Product[];
  /** The cart the cart cookie names, as the server read it (null without the cookie). */
  initialCart: CartView | null;
  /** The free dates and slots for the select shown until the page runs. */
  choices: readonly ChoiceDay[];
  /** The Idempotency-Key and signed start time a plain post of the form carries. */
  sent: { key: string; token: string | null };
  /** A plain post the server refused: what was sent and why. */
  posted: OrderPosted | undefined;
}) {
  const business = useBusiness();
  const localHref = useLocalHref();
  const t = useT();
  const locale = useLocale();
  const dayNoYear = useDayWords(false);
  const [state, setState] = useState<CartState>(initialCart ? { kind: 'ready', cart: initialCart } : { kind: 'loading' });
  /** Set once the order is taken: the page keeps showing what was ordered, not the now empty cart. */
  const ordered = useRef(false);

  const load = useCallback(async () => {
    const answer = await fetchCart();
    if (!answer.ok) console.error('Unable to load cart.', answer.status, answer.message);
    if (!ordered.current) setState(answer.ok ? { kind: 'ready', cart: answer.body } : { kind: 'error' });
  }, []);

  const cal = useBookingCalendar();
  /** The next free slots the server offered when the chosen one was taken meanwhile. */
  const [taken, setTaken] = useState<FreeSlot[] | null>(posted?.nextFree ?? null);
  const [chosenAddOns, setChosenAddOns] = useState<number[]>(posted?.addOns ?? []);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(posted?.photoError ?? null);
  /** What was sent with the request, for the confirmation: the add-ons' titles and whether a photo went. */
  const [extrasSent, setExtrasSent] = useState<{ addOns: string[]; photo: boolean }>({ addOns: [], photo: false });

  const form = useLeadForm(
    bookingRequestSchema,
    BOOKING_FIELDS,
    async (raw, key) => {
      const ids = addOns.filter((a) => chosenAddOns.includes(a.id)).map((a) => a.id);
      // A photo the server would refuse is not sent: the visitor changes or removes it first.
      const problem = photo ? photoProblem(photo) : null;
      if (problem) return { kind: 'invalid', message: problem, errors: {} };
      const sendPhoto = photo;
      const outcome = await postOrder(
        `/api/orders/${encodeURIComponent(getSessionId())}`,
        { ...bookingBody(raw), ...(ids.length > 0 ? { addOns: ids } : {}) },
        sendPhoto,
        key,
      );
      setTaken(outcome.kind === 'taken' ? outcome.nextFree : null);
      if (outcome.kind === 'taken') {
        // The counts changed under the visitor: show the month as it is now, and ask for another slot.
        cal.reload();
        // The server says it in English, naming the slot and the date: a Hindi page says it its own way.
        const message = locale === 'hi' ? t(SLOT_TAKEN) : outcome.message;
        return { kind: 'invalid', message, errors: { slotId: message } };
      }
      // A refusal that names no field is about the cart itself (emptied in another tab): show it as it is now.
      if (outcome.kind === 'invalid' && Object.keys(outcome.errors).length === 0) void load();
      if (outcome.kind === 'created') {
        ordered.current = true;
        setExtrasSent({ addOns: addOns.filter((a) => ids.includes(a.id)).map((a) => a.title), photo: sendPhoto !== null });
        // The server emptied the cart with the order: the header badge follows (and other tabs with it).
        void refreshCartCount();
      }
      return outcome;
    },
    undefined,
    // The order page offers its own ways out when a plain post was limited or could not be sent.
    { posted: posted && { values: posted.values, errors: posted.errors, formError: posted.formError, limited: null, unreachable: null } },
  );
  /** The shop asked a plain post to wait: what was typed, for WhatsApp (until the form is edited). */
  const postedLimited = posted?.limited && form.formError ? posted.values : null;
  const unreachable = form.phase.kind === 'unreachable' || (posted?.unreachable === true && form.phase.kind === 'editing' && !form.formError);
  const created = form.phase.kind === 'created';
  /** The slot sent, in words, for the confirmation and the WhatsApp message. */
  const slotSent = form.phase.kind === 'created' ? chosenSlotText(cal, form.phase.values.eventDate, String(form.phase.values.slotId), t) : null;

  useEffect(() => {
    void load();
    return onCartChangedElsewhere(() => void load());
  }, [load]);

  const items = state.kind === 'ready' ? state.cart.items : [];
  const total = state.kind === 'ready' ? state.cart.total : 0;

  /**
   * "Send on WhatsApp" after the order is taken: the server's English text with the slot and the status
   * link; on a Hindi page the same message written in Hindi here, from what was ordered and typed.
   */
  const orderWhatsappHref = (body: OrderCreated, v: { name: string; eventDate: string }) =>
    locale === 'en'
      ? whatsappWithBooking(body.whatsappUrl, slotSent, body.statusUrl)
      : whatsappWithBooking(
          whatsappLink(
            business.whatsapp,
            orderWhatsappText(
              {
                ...body,
                name: v.name,
                eventDate: v.eventDate,
                lines: items.map((i) => ({ title: i.product.title, quantity: i.quantity, lineTotal: i.lineTotal })),
                addOns: extrasSent.addOns,
              },
              t,
              (day) => messageDate(day, locale),
            ),
          ),
          slotSent,
          body.statusUrl,
          t,
        );

  return (
    <>
      <LeadStyles />
      <section className="buy-page" aria-labelledby="buy-heading">
        <header>
          <h1 id="buy-heading">{t(ORDER_REQUEST.title)}</h1>
          <p>{t(ORDER_REQUEST.description)}</p>
        </header>
        {state.kind === 'loading' && (
          <>
            <p role="status">{t('Loading...')}</p>
            {/* Without scripts and without the cart cookie, nothing was ever added to a cart. */}
            <noscript>
              <EmptyCart />
            </noscript>
          </>
        )}
        {state.kind === 'error' && <p role="alert">{t('Unable to load cart.')}</p>}
        {state.kind === 'ready' && items.length === 0 && !created && <EmptyCart />}
        {(state.kind !== 'ready' || items.length === 0) && !created && <FormAlert text={form.formError} />}
        {state.kind === 'ready' && (items.length > 0 || created) && (
          <>
            <OrderSummary items={items} total={total} />
            <div className="buy-form-card">
              {form.phase.kind === 'created' ? (
                <LeadConfirmation heading={t(ORDER_REQUEST.confirmation)} reference={form.phase.body.reference}>
                  <BookingDetails
                    date={form.phase.values.eventDate}
                    slot={slotSent}
                    address={form.phase.values.address}
                    statusUrl={form.phase.body.statusUrl}
                  />
                  {form.phase.body.outsideArea && (
                    <p className="lead-followup buy-outside-area" role="note">
                      {locale === 'hi'
                        ? t(OUTSIDE_AREA, { pincode: form.phase.values.pincode.replace(/\s+/g, '') })
                        : form.phase.body.message}
                    </p>
                  )}
                  {form.phase.body.surcharge > 0 && (
                    <p className="lead-followup buy-surcharge">
                      {locale === 'hi'
                        ? t(SURCHARGE_TEXT, { percent: form.phase.body.surchargePercent, amount: formatRupees(form.phase.body.surcharge) })
                        : surchargeInWords(form.phase.body.surcharge, form.phase.body.surchargePercent)}
                    </p>
                  )}
                  {(extrasSent.addOns.length > 0 || extrasSent.photo) && (
                    <dl className="booking-details booking-extras-sent">
                      {extrasSent.addOns.length > 0 && (
                        <div>
                          <dt>{t('Add-ons')}</dt>
                          <dd>{extrasSent.addOns.join(', ')}</dd>
                        </div>
                      )}
                      {extrasSent.photo && (
                        <div>
                          <dt>{t('Reference photo')}</dt>
                          <dd>{t('Sent')}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                  <p className="lead-followup">
                    {fill(
                      t(
                        'Total requested: {total}. We will call you on {phone} to confirm the price, delivery and setup. To reach us sooner, send the order to us on WhatsApp.',
                      ),
                      { total: <strong className="buy-confirmed-total">{formatRupees(form.phase.body.total)}</strong>, phone: displayPhone(form.phase.values.phone) },
                    )}
                  </p>
                  <Suspense fallback={null}>
                    <BuyPayment statusUrl={statusUrlIn(form.phase.body.statusUrl, locale)} />
                  </Suspense>
                  <div className="lead-actions">
                    <a
                      className="btn btn-whatsapp"
                      href={orderWhatsappHref(form.phase.body, form.phase.values)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('Send on WhatsApp')}
                    </a>
                    <Link className="btn btn-outline" to="/home">
                      {t('Continue shopping')}
                    </Link>
                  </div>
                </LeadConfirmation>
              ) : (
                <form
                  className="enquiry-form"
                  method="post"
                  action={localHref(PAGE_PATHS.buy)}
                  encType="multipart/form-data"
                  noValidate
                  onSubmit={form.onSubmit}
                  aria-labelledby="buy-form-heading"
                >
                  <h2 id="buy-form-heading">{t('Your details')}</h2>
                  {/* For a plain post (no scripts yet): the scripted send makes its own key and start time. */}
                  <input type="hidden" name={KEY_FIELD} defaultValue={sent.key} />
                  {sent.token && <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={sent.token} />}
                  <RequiredNote someOptional />
                  <FormField {...form.bind('name')} label="Name" autoComplete="name" />
                  <PhoneField {...form.bind('phone')} label="Mobile Number" />
                  <BookingDateAndSlot form={form} cal={cal} taken={taken} choices={choices} />
                  <PincodeField {...form.bind('pincode')} />
                  <PincodeCheck typed={form.values.pincode} onRemembered={(pincode) => form.onChange('pincode', pincode)} t={t} day={dayNoYear} />
                  <FormField {...form.bind('address')} label="Venue address" multiline maxLength={500} autoComplete="street-address" />
                  <AddOnChoices addOns={addOns} chosen={chosenAddOns} onChange={setChosenAddOns} cartTotal={total} />
                  <PersonalTouches form={form} />
                  <PhotoField
                    idPrefix={form.idPrefix}
                    error={photoError}
                    onChoose={(file) => {
                      setPhoto(file);
                      setPhotoError(file ? photoProblem(file) : null);
                    }}
                  />
                  <FormField
                    {...form.bind('notes')}
                    label="Notes"
                    hint="Theme, colours, time of the event, anything we should know."
                    multiline
                    optional
                    maxLength={2000}
                  />
                  <Honeypot idPrefix={form.idPrefix} />
                  <ConsentLine purpose={ORDER_REQUEST.purpose} />
                  <FormAlert text={form.formError} />
                  {form.limited && <OtherWays whatsappText={limitedText(t, locale, items, total, form.limited)} />}
                  {postedLimited && <OtherWays whatsappText={limitedText(t, locale, items, total, { ...postedLimited, address: postedLimited.address || null })} />}
                  {unreachable && (
                    <p className="form-alert" role="alert">
                      {fill(t('Our website could not take your order request just now. Please try again in a few minutes, call us on {phone} or {whatsapp}.'), {
                        phone: <a href={telLink(business.phone)}>{displayPhone(business.phone)}</a>,
                        whatsapp: (
                          <a href={whatsappLink(business.whatsapp, fallbackText(t, items, total))} target="_blank" rel="noopener noreferrer">
                            {t('send it to us on WhatsApp')}
                          </a>
                        ),
                      })}
                    </p>
                  )}
                  {/* Ready before the scripts too: a press then posts the form to the page's action. */}
                  <SubmitButton ready sending={form.phase.kind === 'sending'} label="Request this order" />
                </form>
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <div className="buy-empty">
      <p>{t(ORDER_REQUEST.empty)}</p>
      <p>
        {fill(t('{cart} or {shop}.'), { cart: <Link to="/cart">{t('Back to your cart')}</Link>, shop: <Link to="/home">{t('continue shopping')}</Link> })}
      </p>
    </div>
  );
}

function OrderSummary({ items, total }: { items: readonly CartItem[]; total: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="buy-summary" aria-labelledby="buy-summary-heading">
      <h2 id="buy-summary-heading">{t('Your order')}</h2>
      <OrderLinesTable
        rows={items.map((i) => ({
          key: i.id,
          // The owner's Hindi title on a Hindi page, the English one (marked so) when there is none.
          title: locale === 'hi' ? <span lang={productTitleLang(i.product, locale)}>{productTitle(i.product, locale)}</span> : i.product.title,
          quantity: i.quantity,
          price: i.product.price,
          lineTotal: i.lineTotal,
        }))}
        total={total}
      />
      <p className="field-hint">
        {t('Prices include delivery.')} <Link to="/cart">{t('Change quantities in your cart')}</Link>.
      </p>
    </section>
  );
}
