import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailAddressSchema } from '@fairway/contract/email-address';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { useCounterGolferLookupQuery } from './counter.api.ts';

/** Who buys: a golfer account of the alias (found by name, e-mail or phone) or a walk-up. */
export type CounterBuyerChoice =
  | { kind: 'golfer'; golferId: string; name: string; email: string }
  | { kind: 'walk-up'; firstName: string; lastName: string; email?: string; name: string };

const walkUpSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.literal('').or(emailAddressSchema),
});

/** A term the server searches with: at least 2 characters. */
const MIN_TERM = 2;

/** Chooses the buyer; `buyer` is the current choice (null: none yet). */
export function CounterBuyer({
  buyer,
  onChange,
}: {
  buyer: CounterBuyerChoice | null;
  onChange: (buyer: CounterBuyerChoice | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<'golfer' | 'walk-up'>('golfer');
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const found = useCounterGolferLookupQuery(term, { skip: term.length < MIN_TERM });
  const walkUp = useZodForm(walkUpSchema, { defaultValues: { firstName: '', lastName: '', email: '' } });

  const search = () => setTerm(text.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const golfers = found.currentData?.golfers ?? [];

  return (
    <section className="admin-counter-buyer" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('counter.buyer.heading')}</h3>
      {buyer && (
        <p role="status">
          {t('counter.buyer.chosen', { name: buyer.name })}{' '}
          <button type="button" className="admin-secondary" onClick={() => onChange(null)}>
            {t('counter.buyer.change')}
          </button>
        </p>
      )}
      {!buyer && (
        <>
          <fieldset>
            <legend>{t('counter.buyer.kind')}</legend>
            <label className="admin-check">
              <input type="radio" name={`${id}-kind`} checked={kind === 'golfer'} onChange={() => setKind('golfer')} />{' '}
              {t('counter.buyer.golfer')}
            </label>
            <label className="admin-check">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'walk-up'}
                onChange={() => setKind('walk-up')}
              />{' '}
              {t('counter.buyer.walkUp')}
            </label>
          </fieldset>
          {kind === 'golfer' ? (
            <div className="admin-counter-lookup">
              <label htmlFor={`${id}-term`}>{t('counter.buyer.search')}</label>{' '}
              <input
                id={`${id}-term`}
                type="search"
                value={text}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={onKeyDown}
              />{' '}
              <button type="button" className="admin-action" onClick={search}>
                {t('counter.buyer.find')}
              </button>
              <p role="status">
                {found.isFetching
                  ? t('counter.buyer.searching')
                  : found.currentData?.tooMany
                    ? t('counter.buyer.tooMany', { limit: found.currentData.total })
                    : found.currentData
                      ? t('counter.buyer.found', { count: found.currentData.total })
                      : ''}
              </p>
              <ErrorAlert error={found.error} />
              <ul className="admin-party">
                {golfers.slice(0, 8).map((golfer) => {
                  const name = `${golfer.firstName} ${golfer.lastName}`.trim();
                  return (
                    <li key={golfer.id}>
                      <button
                        type="button"
                        className="admin-action"
                        onClick={() => onChange({ kind: 'golfer', golferId: golfer.id, name, email: golfer.email })}
                      >
                        {t('counter.buyer.use', { name })}
                      </button>{' '}
                      <span>{[golfer.email, golfer.phone].filter(Boolean).join(' · ')}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : (
            <form
              className="admin-form"
              noValidate
              onSubmit={walkUp.handleSubmit((values) =>
                onChange({
                  kind: 'walk-up',
                  firstName: values.firstName,
                  lastName: values.lastName,
                  ...(values.email ? { email: values.email } : {}),
                  name: `${values.firstName} ${values.lastName}`,
                }),
              )}
            >
              <Field form={walkUp} name="firstName" label={t('counter.buyer.firstName')}>
                {(props) => <input {...props} autoComplete="off" />}
              </Field>
              <Field form={walkUp} name="lastName" label={t('counter.buyer.lastName')}>
                {(props) => <input {...props} autoComplete="off" />}
              </Field>
              <Field form={walkUp} name="email" label={t('counter.buyer.email')} hint={t('counter.buyer.emailHint')}>
                {(props) => <input {...props} type="email" autoComplete="off" />}
              </Field>
              <div className="admin-actions">
                <button type="submit">{t('counter.buyer.useWalkUp')}</button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
