import { SANDBOX_GATEWAY_PATH } from '@fairway/contract/payments.contract';
import { CARD_COUNTRIES, defaultCardExpiry, expiryYearsOffered } from '@fairway/domain/payments/card-validation';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';
import { GATEWAY_TEXT, type GatewayLanguage } from './gateway-page-text.ts';

function field(id: string, label: string, input: string): string {
  return `<label for="${id}">${escapeHtml(label)}</label>${input}<p class="error" id="${id}-error" data-error-for="${id}" hidden></p>`;
}

/** What the hosted card page shows. */
export interface HostedCardPageOptions {
  /** The live checkout token: the form is shown for it. */
  token?: string;
  /** A token was given but its session is over (expired or already used). */
  sessionGone?: boolean;
  appOrigin: string;
  now: Date;
  lang: GatewayLanguage;
}

/**
 * The sandbox gateway's hosted card page, shown in the app's iframe. Without a token it waits
 * for the app to post it the payment URL (SPEC §7); its script is a static file (CSP: no inline
 * script) and reads its texts from data-text.
 */
export function hostedCardPage(options: HostedCardPageOptions): string {
  const text = GATEWAY_TEXT[options.lang];
  const expiry = defaultCardExpiry(options.now);
  const selected = (chosen: boolean) => (chosen ? ' selected' : '');
  const months = Array.from({ length: 12 }, (_, index) => index + 1)
    .map(
      (month) =>
        `<option value="${String(month).padStart(2, '0')}"${selected(month === expiry.month)}>${String(month).padStart(2, '0')}</option>`,
    )
    .join('');
  const years = expiryYearsOffered(options.now)
    .map((year) => `<option value="${year}"${selected(year === expiry.year)}>${year}</option>`)
    .join('');
  const countries = CARD_COUNTRIES.map(
    (code) => `<option value="${code}"${code === 'US' ? ' selected' : ''}>${escapeHtml(text.countries[code])}</option>`,
  ).join('');
  const scriptText = escapeHtml(
    JSON.stringify({
      saving: text.saving,
      saved: text.saved,
      failed: text.failed,
      errors: text.errors,
      cardMessages: text.cardMessages,
    }),
  );
  const { fields } = text;
  const form = options.token
    ? `<form id="card-form" novalidate data-token="${escapeHtml(options.token)}">
${field('number', fields.number, '<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="number-error">')}
${field('name', fields.name, '<input id="name" name="name" autocomplete="cc-name" required aria-describedby="name-error">')}
<div class="row">
<div>${field('expirationMonth', fields.expirationMonth, `<select id="expirationMonth" name="expirationMonth" autocomplete="cc-exp-month" aria-describedby="expirationMonth-error">${months}</select>`)}</div>
<div>${field('expirationYear', fields.expirationYear, `<select id="expirationYear" name="expirationYear" autocomplete="cc-exp-year" aria-describedby="expirationYear-error">${years}</select>`)}</div>
<div>${field('cvv', fields.cvv, '<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="cvv-error">')}</div>
</div>
${field('address', fields.address, '<input id="address" name="address" autocomplete="address-line1" required aria-describedby="address-error">')}
${field('postalCode', fields.postalCode, '<input id="postalCode" name="postalCode" autocomplete="postal-code" required aria-describedby="postalCode-error">')}
${field('countryCode', fields.country, `<select id="countryCode" name="countryCode" autocomplete="country" aria-describedby="countryCode-error">${countries}</select>`)}
<button type="submit">${escapeHtml(text.save)}</button>
</form>`
    : `<p id="waiting" class="meta">${escapeHtml(options.sessionGone ? text.sessionGone : text.waiting)}</p>`;
  // The expiry and CVV row is a subgrid, so labels, controls and messages stay lined up when a
  // long label (French, German) wraps; on a phone the three fields stack.
  return htmlPage(
    text.title,
    `<div id="gateway" data-app-origin="${escapeHtml(options.appOrigin)}" data-text="${scriptText}" data-base="${SANDBOX_GATEWAY_PATH}">
<h1>${escapeHtml(text.heading)}</h1>
<p class="meta">${escapeHtml(text.sandboxNote)}</p>
<section class="card">${form}
<p id="status" role="status" aria-live="polite"></p></section></div>
<style>.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(7.5rem,1fr));column-gap:12px}.row>div{display:grid;grid-row:span 3;grid-template-rows:subgrid;min-width:0}.row label{align-self:end}select{width:100%;padding:10px;font-size:1rem;border:1px solid #7a8a83;border-radius:6px}.error{color:#a3222b;margin:4px 0 0;font-size:.9rem}</style>
<script src="${SANDBOX_GATEWAY_PATH}/hosted-card.js" defer></script>`,
    options.lang,
  );
}

/** The 3-D Secure-style challenge page of a payment that needs authentication. */
export function challengePage(paymentId: string, amount: string, lang: GatewayLanguage): string {
  const text = GATEWAY_TEXT[lang].challenge;
  const action = `${SANDBOX_GATEWAY_PATH}/challenge/${encodeURIComponent(paymentId)}`;
  const prompt = escapeHtml(text.prompt).replace('{amount}', `<strong>${escapeHtml(amount)}</strong>`);
  return htmlPage(
    text.title,
    `<h1>${escapeHtml(text.heading)}</h1>
<section class="card"><p>${prompt}</p>
<p class="meta">${escapeHtml(text.note)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="approve"><button type="submit">${escapeHtml(text.complete)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit" style="background:#8a2530">${escapeHtml(text.fail)}</button></form>
</section>`,
    lang,
  );
}
