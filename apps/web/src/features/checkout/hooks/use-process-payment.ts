import type { CheckoutResult, ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProcessPaymentMutation } from '../api/checkout-api.ts';
import { readCheckoutError, type CheckoutError } from '../utils/checkout-error.ts';

/** Automatic resends of one attempt after a network failure (same Idempotency-Key). */
const NETWORK_RETRIES = 2;
/** Wait before a resend, times the resend number. */
const RETRY_DELAY_MS = 700;

/** What one press of Pay came to. */
export type PaymentAnswer =
  | { ok: true; result: CheckoutResult; idempotencyKey: string }
  | { ok: false; error: CheckoutError; idempotencyKey: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends process-payment with an Idempotency-Key per attempt. An attempt is one press of Pay with
 * one body: resends after a network failure (automatic, or the next press with the same body)
 * reuse its key, so the server runs it once; any definite answer ends the attempt, and the next
 * press is a new attempt with a fresh key.
 */
export function useProcessPayment() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [processPayment] = useProcessPaymentMutation();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  return useCallback(
    async (cartId: string, body: ProcessPaymentBody): Promise<PaymentAnswer> => {
      const fingerprint = JSON.stringify([cartId, body]);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint };
      const idempotencyKey = attempt.current.key;
      for (let resend = 0; ; resend += 1) {
        const answer = await processPayment({ cartId, idempotencyKey, body, language });
        if ('data' in answer && answer.data) {
          attempt.current = null;
          return { ok: true, result: answer.data, idempotencyKey };
        }
        const error = readCheckoutError('error' in answer ? answer.error : undefined);
        // CHECKOUT_IN_PROGRESS: the same attempt is still running on the server; ask again with its key.
        const unsettled = error.network || error.code === 'CHECKOUT_IN_PROGRESS';
        if (unsettled && resend < NETWORK_RETRIES) {
          await wait(RETRY_DELAY_MS * (resend + 1));
          continue;
        }
        if (!unsettled) attempt.current = null;
        return { ok: false, error, idempotencyKey };
      }
    },
    [language, processPayment],
  );
}
