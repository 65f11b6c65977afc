import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The SMS terms dialog (SPEC §2): modal, closes with its button or Escape, focus returns to the opener. */
export function SmsTermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="sms-terms-dialog"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="dialog__title">
          {t('profile.smsDialog.title')}
        </h2>
        <p>{t('profile.smsDialog.intro')}</p>
        <p>{t('profile.smsDialog.frequency')}</p>
        <p>{t('profile.smsDialog.stop')}</p>
        <div className="form__actions">
          <button ref={closeRef} type="button" className="button" onClick={onClose}>
            {t('profile.smsDialog.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
