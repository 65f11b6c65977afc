import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The HTML a course pastes into its own site to embed this booking engine (apps/embed). */
export function embedSnippet(origin: string, alias: string): string {
  return `<div id="fairway-booking"></div>\n<script src="${origin}/embed.js" data-alias="${alias}" data-target="#fairway-booking" defer></script>`;
}

/** The embed code of the engine, to copy into the course's site. */
export function EmbedSnippet({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const snippet = embedSnippet(window.location.origin, alias);
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // No clipboard API (an http:// console, an older browser, a denied permission): the
      // selection and the browser's own copy command still work there.
      const code = document.getElementById(`${id}-code`) as HTMLTextAreaElement | null;
      code?.select();
      setCopied(code !== null && document.execCommand('copy'));
    }
  }
  return (
    <section className="admin-settings-group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('settings.embed.heading')}</h3>
      <p id={`${id}-help`}>{t('settings.embed.help')}</p>
      <label htmlFor={`${id}-code`}>{t('settings.embed.code')}</label>
      <textarea
        id={`${id}-code`}
        className="admin-snippet"
        readOnly
        rows={3}
        value={snippet}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="admin-actions">
        <button type="button" onClick={copy}>
          {t('settings.embed.copy')}
        </button>
        <span role="status">
          {copied === true ? t('settings.embed.copied') : copied === false ? t('settings.embed.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}
