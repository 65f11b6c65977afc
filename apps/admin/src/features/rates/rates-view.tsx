import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRate, AdminRateSet, RateInput } from '@fairway/contract/admin.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { moneyOf } from '../../shared/amounts.ts';
import { RateForm, type RateEditing } from './rate-form.tsx';
import { useCreateRateMutation, useRateSetsQuery, useUpdateRateMutation } from './rates.api.ts';
import { useEditor } from '../../shared/use-editor.ts';
import { useDaysLabel } from '../../shared/weekdays.ts';

/** The Rates screen: each course's rate sets and rates (band, fees, players, flags), edited in place; new rates per set. */
export function RatesView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const list = useRateSetsQuery(undefined);
  const [createRate, creating] = useCreateRateMutation();
  const [updateRate, updating] = useUpdateRateMutation();
  const editor = useEditor<RateEditing>();
  const daysLabel = useDaysLabel();

  const save = (editing: RateEditing, rate: RateInput) =>
    editor.save(
      () =>
        editing.rate
          ? updateRate({ rateId: editing.rate.rateId, rate }).unwrap()
          : createRate({ rateSetId: editing.set.rateSetId, rate }).unwrap(),
      (saved) => t('rates.saved', { name: saved.name }),
    );

  const columnsOf = (set: AdminRateSet): Column<AdminRate>[] => {
    const money = (cents: number) => moneyOf(i18n.language, set.currencyCode, cents);
    /** Who a rate is sold to, with a members' rate's guest fees: "Members (guests $55.00 / $45.00)". */
    const audience = (rate: AdminRate) => {
      if (rate.audience === 'public') return t('rates.publicAudience');
      const fees = [
        rate.transportation !== 'Walking' && rate.memberGuestFeeCart,
        rate.transportation !== 'Cart' && rate.memberGuestFeeWalking,
      ]
        .filter((fee): fee is number => typeof fee === 'number')
        .map(money)
        .join(' / ');
      return t('rates.membersWithGuests', { fees });
    };
    return [
      { key: 'name', header: t('rates.columns.name'), rowHeader: true, cell: (rate) => rate.name },
      { key: 'holes', header: t('rates.columns.holes'), cell: (rate) => rate.holes },
      {
        key: 'days',
        header: t('rates.columns.days'),
        cell: (rate) => (rate.daysOfWeek.length === 7 ? t('rates.everyDay') : daysLabel(rate.daysOfWeek)),
      },
      { key: 'times', header: t('rates.columns.times'), cell: (rate) => `${rate.fromTime}–${rate.toTime}` },
      {
        key: 'cart',
        header: t('rates.columns.cart'),
        cell: (rate) => (rate.transportation === 'Walking' ? '—' : money(rate.greenFeeCart)),
      },
      {
        key: 'walking',
        header: t('rates.columns.walking'),
        cell: (rate) => (rate.transportation === 'Cart' ? '—' : money(rate.greenFeeWalking)),
      },
      { key: 'audience', header: t('rates.columns.audience'), cell: audience },
      { key: 'players', header: t('rates.columns.players'), cell: (rate) => rate.allowedPlayers.join(', ') },
      {
        key: 'details',
        header: t('rates.columns.details'),
        cell: (rate) =>
          [
            rate.showAsHotDeal && t('rates.hotDeal'),
            rate.trade && t('rates.trade'),
            rate.isSimulator && t('rates.simulator'),
          ]
            .filter(Boolean)
            .join(', '),
      },
      {
        key: 'actions',
        header: t('rates.columns.actions'),
        cell: (rate) => (
          <button
            type="button"
            onClick={(event) => editor.open({ set, rate }, event.currentTarget)}
            aria-label={t('rates.editOf', { name: rate.name, course: set.courseName })}
          >
            {t('rates.edit')}
          </button>
        ),
      },
    ];
  };

  const editing = editor.editing;
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-rates">
      <h2 id={`${id}-heading`}>{t('rates.heading')}</h2>
      <p>{t('rates.intro')}</p>
      <div aria-live="polite">{editor.message && <p role="status">{editor.message}</p>}</div>
      <ErrorAlert
        error={editor.error ?? list.error}
        messages={{ VALIDATION_FAILED: t('rates.invalid'), NOT_FOUND: t('rates.notFound') }}
      />
      {list.isLoading && <p role="status">{t('rates.loading')}</p>}
      {list.data?.rateSets.length === 0 && <p>{t('rates.none')}</p>}
      {list.data?.rateSets.map((set) => (
        <div key={set.rateSetId} className="admin-rate-set">
          <DataTable
            caption={t('rates.setCaption', { course: set.courseName, set: set.name })}
            columns={columnsOf(set)}
            rows={set.rates}
            rowKey={(rate) => rate.rateId}
            empty={null}
          />
          <button
            type="button"
            className="admin-secondary"
            onClick={(event) => editor.open({ set, rate: null }, event.currentTarget)}
          >
            {t('rates.add', { set: set.name, course: set.courseName })}
          </button>
          {editing?.set.rateSetId === set.rateSetId && (
            <RateForm
              key={editing.rate?.rateId ?? 'new'}
              editing={editing}
              busy={creating.isLoading || updating.isLoading}
              onSave={(rate) => void save(editing, rate)}
              onCancel={editor.close}
            />
          )}
        </div>
      ))}
    </section>
  );
}
