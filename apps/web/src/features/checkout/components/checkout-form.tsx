import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { User } from '@fairway/contract/profile.contract';
import { requiredFieldsForCart, validateCheckoutForm } from '@fairway/domain/checkout/checkout-form';
import { redeemableAmount } from '@fairway/domain/store/gift-balance';
import { formatCents } from '@fairway/domain/tee-times/money';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TokenisedCard } from '../../../shared/payments/hosted-card-frame.tsx';
import {
  fieldOfMessage,
  initialCheckoutValues,
  type CheckoutField,
  type CheckoutValues,
} from '../hooks/checkout-values.ts';
import { useCartInvoice } from '../hooks/use-cart-invoice.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { useGiftCertificate } from '../hooks/use-gift-certificate.ts';
import { teeTimeSummary } from '../utils/checkout-format.ts';
import { BookerFields } from './booker-fields.tsx';
import { CheckoutOptions } from './checkout-options.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { CreditBookSection } from './credit-book-section.tsx';
import { GiftCertificateSection } from './gift-certificate-section.tsx';
import { NothingHeld } from './nothing-held.tsx';
import { PaymentSection, type SavedCards } from './payment-section.tsx';
import { SplitPaymentSection } from './split-payment-section.tsx';

/**
 * "Select Another Tee Time" for a tee time the checkout could not book (SPEC §8), composed by the
 * app (it lives with the cart). `onPicked`: a nearby time replaced the item in the cart;
 * `onClosed`: the golfer closed it or left for the search (the item is taken out of the cart).
 */
export type RelatedTimesSlot = (props: {
  item: CartItem;
  onPicked: () => void;
  onClosed: () => void;
  returnFocus: () => HTMLElement | null;
}) => ReactNode;

/** What the checkout screen is given (composed by the app: cart, settings, session, wallet). */
export interface CheckoutScreenProps {
  cartId: string;
  cart: Cart;
  facilities: Facility[];
  settings: FacilitySettings;
  engineName: string;
  customer: User | null;
  savedCards: SavedCards | null;
  relatedTimes?: RelatedTimesSlot;
}

/** The checkout form: booker, options, gift certificate, payment, and the summary with the pay button. */
export function CheckoutForm({
  cartId,
  cart,
  facilities,
  settings,
  engineName,
  customer,
  savedCards,
  relatedTimes,
}: CheckoutScreenProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckoutValues(customer));
  const [newCard, setNewCard] = useState<TokenisedCard | null>(null);
  const [invalid, setInvalid] = useState<{ field: CheckoutField; message: string } | null>(null);
  const [splitChosen, setSplitChosen] = useState(false);
  const [bookChosen, setBookChosen] = useState<string | null>(null);
  const cardChosen = useRef(false);
  const fields = useRef(new Map<CheckoutField, HTMLElement>());
  const alertRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const arrivedWith = (useLocation().state as { paymentMessage?: unknown } | null)?.paymentMessage;
  const clearNewCard = useCallback(() => setNewCard(null), []);
  const {
    invoice,
    loading: invoiceLoading,
    refresh: refreshInvoice,
    nothingHeld,
  } = useCartInvoice(cartId, cart, values.memberFlow);
  const gift = useGiftCertificate();
  const submit = useCheckoutSubmit({
    cartId,
    cart,
    refreshInvoice,
    initialMessage: arrivedWith === 'declined' ? t('errors.PAYMENT_DECLINED') : null,
    onCardRejected: clearNewCard,
    onGiftRejected: gift.reject,
  });

  // The default saved card is preselected once the wallet has loaded (until the golfer chooses).
  const defaultCard = savedCards?.cards.find((card) => card.isDefault) ?? savedCards?.cards[0];
  useEffect(() => {
    if (!cardChosen.current && defaultCard)
      setValues((current) => ({ ...current, walletOptionId: defaultCard.walletOptionId }));
  }, [defaultCard]);

  const fieldRef = useCallback(
    (field: CheckoutField) => (element: HTMLElement | null) => {
      if (element) fields.current.set(field, element);
      else fields.current.delete(field);
    },
    [],
  );

  const onChange = useCallback((change: Partial<CheckoutValues>) => {
    if ('walletOptionId' in change) cardChosen.current = true;
    setValues((current) => ({ ...current, ...change }));
    setInvalid(null);
  }, []);

  const facility = facilities.find((entry) => entry.id === cart.items[0]?.facilityId);
  // A tee time whose hold lapsed is left out of the invoice and books nothing: the
  // payment is read without it, as the server reads it (no booking note or policy for it).
  const invoiced = invoice ? new Set(invoice.invoices.map((entry) => entry.cartItemId)) : null;
  const firstTeeTime = cart.items.find(
    (item) => item.type === 'tee-time' && (invoiced === null || invoiced.has(item.id)),
  );
  const policyText = firstTeeTime ? teeTimeSummary(firstTeeTime).termsAndConditions : null;
  const dueNow = invoice?.dueNow.original.total;
  const splitOffer = invoice?.splitPayment ?? null;
  const split = splitChosen && splitOffer !== null ? splitOffer : null;
  // A credit book pays first (never with a split); the gift certificate and the card pay the rest.
  const bookOffers = split ? [] : (invoice?.creditBooks ?? []);
  const book = bookOffers.find((offer) => offer.id === bookChosen) ?? null;
  const bookAmount = book?.cents ?? 0;
  // Split: the card pays the lead's part now, and guarantees the friends' shares where the course charges them to the lead.
  const payableNow = (split ? split.leadCents : (dueNow ?? 0)) - bookAmount;
  const giftAmount = gift.applied ? redeemableAmount(gift.applied.balance, payableNow) : 0;
  const cardAmount = payableNow - giftAmount;
  const cardNeeded = cardAmount > 0 || split?.unpaidShares === 'charge-lead';
  const showPayment = cardNeeded || settings.checkout.requiredFields.creditCard;
  // A store-only cart (memberships, gift certificates) books nothing: no note, no policy, "Pay $X".
  const holdsTeeTime = firstTeeTime !== undefined;
  const requiredFields = requiredFieldsForCart(settings.checkout.requiredFields, holdsTeeTime);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.busy) return;
    // With the payment section hidden no card goes with the booking, not even a preselected saved one.
    const formValues = showPayment
      ? { ...values, paymentToken: values.walletOptionId ? null : (newCard?.token ?? null) }
      : { ...values, walletOptionId: null, securityCode: '', saveCard: false, paymentToken: null };
    const checked = validateCheckoutForm(formValues, { requiredFields, cardNeeded });
    if (!checked.ok) {
      const field = fieldOfMessage(checked.messageKey, formValues);
      setInvalid({ field, message: t(`checkout.errors.${checked.messageKey}`) });
      submit.clearError();
      // Focus the field the message is about (after the message renders).
      setTimeout(() => (fields.current.get(field) ?? alertRef.current)?.focus(), 0);
      return;
    }
    const valid = checked.values;
    const body: ProcessPaymentBody = {
      paymentToken: valid.walletOptionId ? null : valid.paymentToken,
      invoiceTotalAmount: dueNow ?? Number.NaN,
      giftCode: giftAmount > 0 && gift.applied ? gift.applied.code : null,
      splitPayment: split !== null,
      creditBookId: book?.id ?? null,
      formData: {
        firstName: valid.firstName,
        lastName: valid.lastName,
        email: valid.email,
        phone: valid.normalizedPhone,
        notes: holdsTeeTime ? valid.notes : '',
        teeTimePolicyAccepted: valid.teeTimePolicyAccepted,
        emailOptIn: values.emailOptIn,
        smsOptIn: values.smsOptIn,
        rewardsProgramOptIn: values.rewardsProgramOptIn,
        caddieRequest: values.caddieRequest,
        memberFlow: valid.memberFlow,
        homeClub: valid.memberFlow ? valid.homeClub : '',
        memberNumber: valid.memberFlow ? valid.memberNumber : '',
        walletOptionId: valid.walletOptionId,
        securityCode: valid.walletOptionId ? valid.securityCode.trim() : '',
        saveCard: customer !== null && !valid.walletOptionId && formValues.saveCard,
      },
      returnUrl: '',
    };
    // "Select Another Tee Time" takes the focus when it opens; otherwise the outcome's message does.
    if (!(await submit.pay(body))) setTimeout(() => alertRef.current?.focus(), 0);
  }

  // Every hold in the cart lapsed: nothing to pay for, so no form.
  if (nothingHeld && !submit.busy) return <NothingHeld />;
  const message = invalid?.message ?? submit.message;
  const money = (cents: number) =>
    formatCents(cents, invoice?.currencyCode ?? facility?.currencyCode ?? 'USD', i18n.language);
  return (
    <form
      className="checkout-layout"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={submit.busy}
      data-testid="checkout-form"
    >
      <div className="checkout-layout__main">
        <div ref={alertRef} tabIndex={-1} className="checkout-alert-region" data-testid="checkout-alert-region">
          {message ? (
            <p className="form-alert" role="alert" data-testid="checkout-error">
              {message}
            </p>
          ) : null}
        </div>
        <BookerFields
          values={values}
          onChange={onChange}
          invalid={invalid}
          fieldRef={fieldRef}
          required={requiredFields}
          withNote={holdsTeeTime}
        />
        <CheckoutOptions
          values={values}
          onChange={onChange}
          invalid={invalid}
          fieldRef={fieldRef}
          checkout={{ ...settings.checkout, requiredFields }}
          facilityName={facility?.name ?? engineName}
          engineName={engineName}
          policyText={policyText}
        />
        {splitOffer ? (
          <SplitPaymentSection
            offer={splitOffer}
            checked={splitChosen}
            onChange={setSplitChosen}
            timeZone={
              (facilities.find((entry) => entry.id === firstTeeTime?.facilityId) ?? facility)?.timeZone ?? 'UTC'
            }
            money={money}
          />
        ) : null}
        {bookOffers.length > 0 ? (
          <CreditBookSection offers={bookOffers} chosen={book?.id ?? null} onChange={setBookChosen} money={money} />
        ) : null}
        <GiftCertificateSection gift={gift} appliedAmount={giftAmount} money={money} />
        {showPayment ? (
          <PaymentSection
            cartId={cartId}
            values={values}
            onChange={onChange}
            invalid={invalid}
            fieldRef={fieldRef}
            savedCards={savedCards}
            newCard={newCard}
            onNewCard={(card) => {
              setNewCard(card);
              setInvalid(null);
            }}
          />
        ) : null}
      </div>
      <aside className="checkout-layout__side">
        <CheckoutSummary
          cart={cart}
          facilities={facilities}
          invoice={invoice}
          invoiceLoading={invoiceLoading}
          status={submit.status}
          giftAmount={giftAmount}
          creditBookAmount={bookAmount}
          friendsShare={split ? (dueNow ?? 0) - split.leadCents : 0}
        />
      </aside>
      <div className="checkout-paybar" data-testid="checkout-paybar">
        {dueNow !== undefined ? (
          <p className="checkout-paybar__total">
            <span>
              {giftAmount > 0 || bookAmount > 0
                ? t('checkout.gift.cardAmount')
                : split
                  ? t('checkout.split.yourShare')
                  : t('checkout.summary.dueNow')}
            </span>{' '}
            <strong data-testid="checkout-card-amount">{money(cardAmount)}</strong>
          </p>
        ) : null}
        <button
          ref={payRef}
          type="submit"
          className="button checkout-paybar__button"
          disabled={submit.busy}
          data-testid="checkout-pay"
        >
          {submit.busy
            ? t('checkout.paying')
            : cardAmount > 0
              ? t(holdsTeeTime ? 'checkout.pay' : 'checkout.payOrder', { amount: money(cardAmount) })
              : t(holdsTeeTime ? 'checkout.book' : 'checkout.placeOrder')}
        </button>
      </div>
      {submit.relatedTimesItem && relatedTimes
        ? relatedTimes({
            item: submit.relatedTimesItem,
            onPicked: submit.relatedTimesPicked,
            onClosed: submit.relatedTimesClosed,
            // Back to the message when the golfer closed it, to Pay when a nearby time took the lost one's place.
            returnFocus: () => (alertRef.current?.textContent ? alertRef.current : payRef.current),
          })
        : null}
    </form>
  );
}
