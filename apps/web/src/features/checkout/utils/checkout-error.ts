import { itemOutcomeSchema } from '@fairway/contract/checkout.contract';
import { CHECKOUT_FORM_MESSAGES, type CheckoutMessageKey } from '@fairway/domain/checkout/checkout-form';
import { errorResponseSchema, type ErrorCode } from '@fairway/contract/errors.contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';
import { apiErrorCode } from '../../../shared/api/api-error.ts';

/** A failed checkout call, read for the screen. */
export interface CheckoutError {
  code: ErrorCode;
  /** Nothing answered (network down, timeout): the same attempt may be sent again with its key. */
  network: boolean;
  /** CHECKOUT_INVALID: the server's validation messages (shown after "Validation errors: "). */
  validationErrors: string[];
  /** CHECKOUT_INVALID: the SPEC §5 message key the server's check failed on, when it says. */
  messageKey: CheckoutMessageKey | null;
  /** Per-item outcomes when the server reports them. */
  items: z.infer<typeof itemOutcomeSchema>[];
}

const itemsDetailSchema = z.object({ items: z.array(itemOutcomeSchema) });

function messagesOf(details: unknown): string[] {
  const list = Array.isArray(details)
    ? details
    : typeof details === 'object' && details !== null
      ? ((details as { errors?: unknown; validationErrors?: unknown; issues?: unknown }).errors ??
        (details as { validationErrors?: unknown }).validationErrors ??
        (details as { issues?: unknown }).issues)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) =>
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? (entry as { message?: unknown }).message
          : null,
    )
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

function messageKeyOf(details: unknown): CheckoutMessageKey | null {
  const key =
    typeof details === 'object' && details !== null ? (details as { messageKey?: unknown }).messageKey : undefined;
  return typeof key === 'string' && Object.hasOwn(CHECKOUT_FORM_MESSAGES, key) ? (key as CheckoutMessageKey) : null;
}

/** Reads a failed process-payment or finalize answer. */
export function readCheckoutError(error: FetchBaseQueryError | SerializedError | undefined): CheckoutError {
  const network = Boolean(
    error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'),
  );
  const body = error && 'status' in error ? errorResponseSchema.safeParse(error.data) : null;
  const details = body?.success ? body.data.error.details : undefined;
  const items = itemsDetailSchema.safeParse(details);
  return {
    code: apiErrorCode(error),
    network,
    validationErrors: messagesOf(details),
    messageKey: messageKeyOf(details),
    items: items.success ? items.data.items : [],
  };
}
