import { LINE_LABELS } from '@fairway/domain/checkout/invoice';
import type { TFunction } from 'i18next';

/** An invoice line kind with a SPEC §9 label of the product's own (Green Fees, Gift Certificate…). */
type LabelledKind = keyof typeof LINE_LABELS;

/** Whether a line of this kind carries the product's label rather than a name the facility gave it. */
export function hasProductLabel(kind: string): kind is LabelledKind {
  return Object.hasOwn(LINE_LABELS, kind);
}

/**
 * The label of an invoice or order line as the golfer reads it: a product label (SPEC §9) in the
 * golfer's language, chosen by the line's kind (never by its stored English text), and any other
 * line (add-on, featured product, membership) by the name the facility gave it, as written.
 */
export function invoiceLineLabel(t: TFunction, line: { kind: string; label: string }): string {
  return hasProductLabel(line.kind) ? t(`checkout.lines.${line.kind}`) : line.label;
}
