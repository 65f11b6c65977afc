import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, AdminRateSet, PromotionInput } from '@fairway/contract/admin.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { moneyOf } from '../../shared/amounts.ts';
import { useEditor } from '../../shared/use-editor.ts';
import { coursesOf, useLimitsLabel } from './courses.ts';
import { PromotionForm } from './promotion-form.tsx';
import { useCreatePromotionMutation, usePromotionsQuery, useUpdatePromotionMutation } from './promotions.api.ts';

/**
 * The promotion codes of the alias: list, create, edit (type, value, dates, players, limits,
 * active). `rateSets` name the courses and rates a code may be limited to.
 */
export function PromotionsView({
  rateSets,
  currencyCode = 'USD',
}: {
  rateSets: readonly AdminRateSet[];
  currencyCode?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const list = usePromotionsQuery(undefined);
  const [createPromotion, creating] = useCreatePromotionMutation();
  const [updatePromotion, updating] = useUpdatePromotionMutation();
  const editor = useEditor<{ promotion: AdminPromotion | null }>();
  const courses = useMemo(() => coursesOf(rateSets), [rateSets]);
  const limitsLabel = useLimitsLabel(courses);

  const save = (promotion: AdminPromotion | null, input: PromotionInput) =>
    editor.save(
      () =>
        promotion ? updatePromotion({ id: promotion.id, promotion: input }).unwrap() : createPromotion(input).unwrap(),
      (saved) => t('promotions.saved', { code: saved.code }),
    );

  const money = (cents: number) => moneyOf(i18n.language, currencyCode, cents);
  const valueLabel = (promotion: AdminPromotion) => {
    switch (promotion.type) {
      case 'percent':
        return t('promotions.percentOff', { value: promotion.value });
      case 'amount':
        return t('promotions.amountOff', { value: money(promotion.value) });
      case 'fixed':
        return money(promotion.value);
      default:
        return '—';
    }
  };
  const usesLabel = (promotion: AdminPromotion) =>
    [
      promotion.maxUses === null
        ? t('promotions.usesOpen', { uses: promotion.uses })
        : t('promotions.usesOf', { uses: promotion.uses, max: promotion.maxUses }),
      promotion.maxUsesPerGolfer === null ? null : t('promotions.perGolfer', { max: promotion.maxUsesPerGolfer }),
    ]
      .filter(Boolean)
      .join('; ');
  const datesLabel = (promotion: AdminPromotion) =>
    !promotion.validFrom && !promotion.validTo
      ? t('promotions.always')
      : t('blocks.range', { from: promotion.validFrom ?? '…', to: promotion.validTo ?? '…' });

  const columns: Column<AdminPromotion>[] = [
    { key: 'code', header: t('promotions.columns.code'), rowHeader: true, cell: (promotion) => promotion.code },
    { key: 'type', header: t('promotions.columns.type'), cell: (promotion) => t(`promotions.types.${promotion.type}`) },
    { key: 'value', header: t('promotions.columns.value'), cell: valueLabel },
    { key: 'dates', header: t('promotions.columns.dates'), cell: datesLabel },
    {
      key: 'players',
      header: t('promotions.columns.players'),
      cell: (promotion) => promotion.allowedPlayers.join(', '),
    },
    { key: 'uses', header: t('promotions.columns.uses'), cell: usesLabel },
    { key: 'limits', header: t('promotions.columns.limits'), cell: (promotion) => limitsLabel(promotion.limits) },
    {
      key: 'status',
      header: t('promotions.columns.status'),
      cell: (promotion) => t(`promotions.statuses.${promotion.status}`),
    },
    {
      key: 'actions',
      header: t('promotions.columns.actions'),
      cell: (promotion) => (
        <button
          type="button"
          onClick={(event) => editor.open({ promotion }, event.currentTarget)}
          aria-label={t('promotions.editOf', { code: promotion.code })}
        >
          {t('rates.edit')}
        </button>
      ),
    },
  ];

  const editing = editor.editing;
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-promotions">
      <h2 id={`${id}-heading`}>{t('promotions.heading')}</h2>
      <div aria-live="polite">{editor.message && <p role="status">{editor.message}</p>}</div>
      <ErrorAlert
        error={editor.error ?? list.error}
        messages={{
          CONFLICT: t('promotions.duplicate'),
          VALIDATION_FAILED: t('rates.invalid'),
          NOT_FOUND: t('promotions.notFound'),
        }}
      />
      {list.isLoading && <p role="status">{t('promotions.loading')}</p>}
      {list.data && (
        <DataTable
          caption={t('promotions.listLabel')}
          columns={columns}
          rows={list.data.promotions}
          rowKey={(promotion) => promotion.id}
          empty={t('promotions.none')}
        />
      )}
      <button
        type="button"
        className="admin-secondary"
        onClick={(event) => editor.open({ promotion: null }, event.currentTarget)}
      >
        {t('promotions.add')}
      </button>
      {editing && (
        <PromotionForm
          key={editing.promotion?.id ?? 'new'}
          promotion={editing.promotion}
          courses={courses}
          busy={creating.isLoading || updating.isLoading}
          onSave={(input) => void save(editing.promotion, input)}
          onCancel={editor.close}
        />
      )}
    </section>
  );
}
