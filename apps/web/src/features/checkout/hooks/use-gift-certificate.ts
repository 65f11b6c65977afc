import { formatGiftCode, normalizeGiftCode } from '@fairway/domain/store/gift-balance';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useCheckGiftCodeMutation } from '../api/checkout-api.ts';

/** A checked gift certificate: its code as shown (XXXX-XXXX-XXXX-XXXX) and its balance in cents. */
export interface AppliedGift {
  code: string;
  balance: number;
}

/** The code as shown in the status line: first and last group only (ABCD-…-PQRS). */
export function maskedGiftCode(code: string): string {
  return `${code.slice(0, 4)}-…-${code.slice(-4)}`;
}

/**
 * The checkout's gift certificate: the code as typed, the certificate applied after
 * POST /gift-certificates/check, and the message about the code.
 */
export function useGiftCertificate() {
  const { t } = useTranslation();
  const [checkGiftCode] = useCheckGiftCodeMutation();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedGift | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);

  /** Checks the typed code; true when it was applied. */
  const apply = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) return false;
    const normalized = normalizeGiftCode(code);
    if (!normalized) {
      setError(t(code.trim() ? 'errors.GIFT_CODE_INVALID' : 'checkout.gift.codeRequired'));
      return false;
    }
    const formatted = formatGiftCode(normalized);
    inFlight.current = true;
    setChecking(true);
    const answer = await checkGiftCode({ code: formatted });
    inFlight.current = false;
    setChecking(false);
    if ('error' in answer) {
      const failure = apiErrorCode(answer.error);
      setError(
        failure === 'GIFT_CODE_INVALID' || failure === 'RATE_LIMITED'
          ? t(`errors.${failure}`)
          : t('checkout.gift.checkFailed'),
      );
      return false;
    }
    if (answer.data.balance <= 0) {
      setError(t('errors.GIFT_CODE_INVALID'));
      return false;
    }
    setError(null);
    setApplied({ code: formatted, balance: answer.data.balance });
    return true;
  }, [checkGiftCode, code, t]);

  const remove = useCallback(() => {
    setApplied(null);
    setCode('');
    setError(null);
  }, []);

  /** The server refused the applied certificate at payment time: the typed code comes back with the message. */
  const reject = useCallback(() => {
    setApplied(null);
    setError(t('errors.GIFT_CODE_INVALID'));
  }, [t]);

  const edit = useCallback((text: string) => {
    setCode(text);
    setError(null);
  }, []);

  return { code, applied, error, checking, apply, remove, reject, edit };
}

/** What the gift-certificate section is given. */
export type GiftCertificateState = ReturnType<typeof useGiftCertificate>;
