import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyOf } from '../../shared/amounts.ts';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useEditor } from '../../shared/use-editor.ts';

/** The item a catalogue section is editing (null: a new one). */
type ItemEditor<Item> = ReturnType<typeof useEditor<{ item: Item | null }>>;

/**
 * A catalogue section's editor (which item's form is open, the last save's message and refusal)
 * and what its table shows: money in the console's language, the saved words, and the status and
 * Edit columns every section has.
 */
export function useCatalogueEditor<Item>() {
  const { t, i18n } = useTranslation();
  const editor: ItemEditor<Item> = useEditor<{ item: Item | null }>();
  return {
    editor,
    money: (cents: number, currency: string) => moneyOf(i18n.language, currency, cents),
    savedText: (name: string) => t('store.saved', { name }),
    onSaleColumn: (onSale: (item: Item) => boolean): Column<Item> => ({
      key: 'status',
      header: t('store.columns.status'),
      cell: (item) => (onSale(item) ? t('store.activeStatus') : t('store.inactiveStatus')),
    }),
    /** The last column: an Edit button named after its item. */
    editColumn: (nameOf: (item: Item) => string): Column<Item> => ({
      key: 'actions',
      header: t('store.columns.actions'),
      cell: (item) => (
        <button type="button" onClick={(event) => editor.open({ item }, event.currentTarget)} aria-label={nameOf(item)}>
          {t('rates.edit')}
        </button>
      ),
    }),
  };
}

/**
 * A section of the catalogue: its heading, its last save said (or its refusal), its table (or its
 * empty words), an Add button, and the form of the item being edited.
 */
export function CatalogueSection<Item>({
  heading,
  columns,
  rows,
  rowKey,
  empty,
  addLabel,
  editor,
  children,
}: {
  heading: string;
  columns: Column<Item>[];
  rows: Item[];
  rowKey: (item: Item) => number;
  empty: string | null;
  /** The Add button's words; none: the section adds nothing. */
  addLabel?: string;
  editor: ItemEditor<Item>;
  /** The open form (rendered while one is being edited). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{heading}</h3>
      <div aria-live="polite">{editor.message && <p role="status">{editor.message}</p>}</div>
      <ErrorAlert
        error={editor.error}
        messages={{ VALIDATION_FAILED: t('store.invalid'), NOT_FOUND: t('store.notFound') }}
      />
      <DataTable caption={heading} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
      {addLabel && (
        <button
          type="button"
          className="admin-secondary"
          onClick={(event) => editor.open({ item: null }, event.currentTarget)}
        >
          {addLabel}
        </button>
      )}
      {editor.editing && children}
    </>
  );
}
