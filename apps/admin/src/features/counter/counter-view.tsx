import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type {
  CounterSalePreview,
  CounterSalePreviewRequest,
  CounterSaleReceipt,
} from '@fairway/contract/admin-counter-sales.contract';
import { deskAmountProblem, deskTotalCents } from '@fairway/domain/payments/desk-tenders';
import { type ConsoleError, isConsoleError } from '../../app/console-api.ts';
import { decimalOf, moneyOf } from '../../shared/amounts.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import {
  checkTenderCodes,
  TenderFields,
  tenderFormFields,
  tendersOf,
  useTenderMessages,
  useTenderRefusal,
} from '../../shared/tender-fields.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { CounterBuyer, type CounterBuyerChoice } from './counter-buyer.tsx';
import { CounterLineForm, type CounterLineEntry } from './counter-line-form.tsx';
import { CounterReceipt } from './counter-receipt.tsx';
import { useCounterCatalogueQuery, useCounterSalePreviewQuery, useSellAtCounterMutation } from './counter.api.ts';
import { GiftBalanceLookup } from './gift-balance-lookup.tsx';
import './counter.css';

const paymentSchema = z.object({ ...tenderFormFields, emailReceipt: z.boolean() }).superRefine(checkTenderCodes);

/** The buyer as the request names them. */
function requestBuyer(buyer: CounterBuyerChoice): CounterSalePreviewRequest['buyer'] {
  return buyer.kind === 'golfer'
    ? { kind: 'golfer', golferId: buyer.golferId }
    : {
        kind: 'walk-up',
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        ...(buyer.email ? { email: buyer.email } : {}),
      };
}

/** The Counter: sell memberships, gift certificates and products to a golfer or a walk-up, and look a gift certificate up. */
export function CounterView() {
  const { t, i18n } = useTranslation();
  const catalogue = useCounterCatalogueQuery(undefined);
  const [buyer, setBuyer] = useState<CounterBuyerChoice | null>(null);
  const [lines, setLines] = useState<CounterLineEntry[]>([]);
  const [receipt, setReceipt] = useState<CounterSaleReceipt | null>(null);
  const request: CounterSalePreviewRequest | null =
    buyer && lines.length > 0 ? { buyer: requestBuyer(buyer), lines: lines.map((entry) => entry.line) } : null;
  const priced = useCounterSalePreviewQuery(
    request ?? { buyer: { kind: 'walk-up', firstName: '', lastName: '' }, lines: [] },
    {
      skip: request === null,
    },
  );
  const lineRefusal = useLineRefusal();
  const today = new Date().toLocaleDateString('en-CA');
  const next = () => {
    setReceipt(null);
    setLines([]);
    setBuyer(null);
  };

  return (
    <div className="admin-counter">
      <h2>{t('counter.title')}</h2>
      {receipt ? (
        <CounterReceipt receipt={receipt} onNext={next} />
      ) : (
        <>
          <CounterBuyer buyer={buyer} onChange={setBuyer} />
          <section aria-labelledby="counter-lines-heading">
            <h3 id="counter-lines-heading">{t('counter.lines.heading')}</h3>
            <ErrorAlert error={catalogue.error} />
            {catalogue.data ? (
              <CounterLineForm
                catalogue={catalogue.data}
                today={today}
                onAdd={(entry) => setLines([...lines, entry])}
              />
            ) : (
              !catalogue.error && <p role="status">{t('ops.loading')}</p>
            )}
            {lines.length === 0 ? (
              <p>{t('counter.lines.none')}</p>
            ) : (
              <ul className="admin-counter-lines-list" aria-label={t('counter.lines.list')}>
                {lines.map((entry, index) => (
                  <li key={index}>
                    {entry.label}
                    {priced.currentData?.lines[index] &&
                      ` · ${moneyOf(i18n.language, priced.currentData.currencyCode, priced.currentData.lines[index].grandTotal)}`}{' '}
                    <button
                      type="button"
                      className="admin-secondary"
                      onClick={() => setLines(lines.filter((_, other) => other !== index))}
                      aria-label={t('counter.lines.remove', { line: entry.label })}
                    >
                      {t('counter.lines.removeShort')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {request && (
            <section aria-labelledby="counter-pay-heading">
              <h3 id="counter-pay-heading">{t('counter.pay.heading')}</h3>
              {priced.isFetching && <p role="status">{t('ops.loading')}</p>}
              <ErrorAlert error={priced.error} messages={lineRefusal} />
              {priced.currentData && !priced.isFetching && (
                <CounterPayment
                  key={`${priced.currentData.grandTotal}-${lines.length}`}
                  preview={priced.currentData}
                  request={request}
                  email={buyer?.email ?? ''}
                  onSold={setReceipt}
                />
              )}
            </section>
          )}
        </>
      )}
      <GiftBalanceLookup />
    </div>
  );
}

/** The catalogue's refusals of a line in the counter's words. */
function useLineRefusal(): (refused: ConsoleError) => string | undefined {
  const { t } = useTranslation();
  return (refused) => {
    switch (refused.code) {
      case 'MEMBERSHIP_ALREADY_ACTIVE':
        return t('counter.refused.membershipHeld');
      case 'PRODUCT_SOLD_OUT':
        return t('counter.refused.soldOut');
      case 'GIFT_VALUE_NOT_ALLOWED':
        return t('counter.refused.giftValue');
      case 'CATALOGUE_ITEM_UNAVAILABLE':
        return t('counter.refused.unavailable');
      case 'BAD_REQUEST':
        return t('counter.refused.needsGolfer');
      default:
        return undefined;
    }
  };
}

/** The tenders for the server's total, and the sale. */
function CounterPayment({
  preview,
  request,
  email,
  onSold,
}: {
  preview: CounterSalePreview;
  request: CounterSalePreviewRequest;
  email: string;
  onSold: (receipt: CounterSaleReceipt) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sell, selling] = useSellAtCounterMutation();
  const [error, setError] = useState<unknown>(null);
  const money = (cents: number) => moneyOf(i18n.language, preview.currencyCode, cents);
  const form = useZodForm(paymentSchema, {
    defaultValues: {
      cash: decimalOf(preview.grandTotal),
      card: '',
      lastFour: '',
      gift: '',
      giftCode: '',
      emailReceipt: email !== '',
    },
    messages: useTenderMessages(),
  });
  const tenderRefusal = useTenderRefusal(money);
  const lineRefusal = useLineRefusal();
  const entered = deskTotalCents(tendersOf(form.watch()));
  const left = preview.grandTotal - entered;

  async function submit(values: z.output<typeof paymentSchema>) {
    const tenders = tendersOf(values);
    const problem = deskAmountProblem(tenders, preview.grandTotal);
    if (tenders.length === 0 || problem)
      return setError(
        t(problem?.code === 'PAYMENT_EXCEEDS_DUE' ? 'desk.tooMuch' : 'desk.tooLittle', {
          due: money(preview.grandTotal),
          entered: money(entered),
        }),
      );
    setError(null);
    try {
      onSold(await sell({ body: { ...request, tenders, emailReceipt: values.emailReceipt }, key }).unwrap());
    } catch (caught) {
      // A refusal sold nothing: the corrected sale is a new request. Without an answer (the
      // network), the same key asks again and cannot sell twice.
      if (isConsoleError(caught) && caught.status >= 400 && caught.status < 500) setKey(crypto.randomUUID());
      setError(caught);
    }
  }

  return (
    <form className="admin-form admin-counter-pay" noValidate onSubmit={form.handleSubmit(submit)}>
      <p className="admin-counter-total" data-testid="counter-total">
        {t('counter.pay.total', {
          total: money(preview.grandTotal),
          tax: money(preview.totalTaxes),
        })}
      </p>
      <TenderFields form={form} />
      <p aria-live="polite">
        {left === 0
          ? t('desk.balanced', { entered: money(entered) })
          : left > 0
            ? t('desk.left', { entered: money(entered), left: money(left) })
            : t('desk.over', { entered: money(entered), over: money(-left) })}
      </p>
      {email !== '' && (
        <label className="admin-check">
          <input type="checkbox" {...form.register('emailReceipt')} /> {t('desk.emailReceipt', { email })}
        </label>
      )}
      <ErrorAlert error={error} messages={(refused) => tenderRefusal(refused) ?? lineRefusal(refused)} />
      <FormActions
        submitLabel={t('counter.pay.submit', { amount: money(preview.grandTotal) })}
        busyLabel={t('ops.working')}
        busy={selling.isLoading}
      />
    </form>
  );
}
