import { CARD_COUNTRIES, CARD_FORM_MESSAGES, expiryYearsOffered } from '@fairway/domain/payments/card-validation';
import { SANDBOX_GATEWAY_PATH } from '@fairway/contract/payments.contract';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';

const COUNTRY_NAMES: Record<string, string> = {
  AU: 'Australia',
  CA: 'Canada',
  IE: 'Ireland',
  MX: 'Mexico',
  UK: 'United Kingdom',
  US: 'United States',
};

function field(id: string, label: string, input: string): string {
  return `<label for="${id}">${label}</label>${input}<p class="error" id="${id}-error" data-error-for="${id}" hidden></p>`;
}

/**
 * The sandbox gateway's hosted card page, shown in the app's iframe. Without a token it waits
 * for the app to post it the payment URL (SPEC §7); its script is a static file (CSP: no inline script).
 */
export function hostedCardPage(options: { token?: string; appOrigin: string; now: Date }): string {
  const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))
    .map((month) => `<option value="${month}">${month}</option>`)
    .join('');
  const years = expiryYearsOffered(options.now)
    .map((year) => `<option value="${year}">${year}</option>`)
    .join('');
  const countries = CARD_COUNTRIES.map((code) => `<option value="${code}"${code === 'US' ? ' selected' : ''}>${COUNTRY_NAMES[code]}</option>`).join('');
  const messages = escapeHtml(JSON.stringify(CARD_FORM_MESSAGES));
  const form = options.token
    ? `<form id="card-form" novalidate data-token="${escapeHtml(options.token)}">
${field('number', 'Card number', '<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="number-error">')}
${field('name', 'Name on card', '<input id="name" name="name" autocomplete="cc-name" required aria-describedby="name-error">')}
<div class="row">
<div>${field('expirationMonth', 'Expiry month', `<select id="expirationMonth" name="expirationMonth" autocomplete="cc-exp-month" aria-describedby="expirationMonth-error">${months}</select>`)}</div>
<div>${field('expirationYear', 'Expiry year', `<select id="expirationYear" name="expirationYear" autocomplete="cc-exp-year" aria-describedby="expirationYear-error">${years}</select>`)}</div>
<div>${field('cvv', 'Security code', '<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="cvv-error">')}</div>
</div>
${field('address', 'Billing address', '<input id="address" name="address" autocomplete="address-line1" required aria-describedby="address-error">')}
${field('postalCode', 'Postal code', '<input id="postalCode" name="postalCode" autocomplete="postal-code" required aria-describedby="postalCode-error">')}
${field('countryCode', 'Country', `<select id="countryCode" name="countryCode" autocomplete="country" aria-describedby="countryCode-error">${countries}</select>`)}
<button type="submit">Save card</button>
</form>`
    : '<p id="waiting" class="meta">Waiting for payment details…</p>';
  return htmlPage(
    'Secure card entry (sandbox)',
    `<div id="gateway" data-app-origin="${escapeHtml(options.appOrigin)}" data-messages="${messages}" data-base="${SANDBOX_GATEWAY_PATH}">
<h1>Secure card entry</h1>
<p class="meta">Sandbox payment gateway: card details go to the gateway only. Test card 4242 4242 4242 4242 approves.</p>
<section class="card">${form}
<p id="status" role="status" aria-live="polite"></p></section></div>
<style>.row{display:flex;gap:12px}.row>div{flex:1}select{width:100%;padding:10px;font-size:1rem;border:1px solid #7a8a83;border-radius:6px}.error{color:#a3222b;margin:4px 0 0;font-size:.9rem}</style>
<script src="${SANDBOX_GATEWAY_PATH}/hosted-card.js" defer></script>`,
  );
}

/** The 3-D Secure-style challenge page of a payment that needs authentication. */
export function challengePage(paymentId: string, amount: string): string {
  const action = `${SANDBOX_GATEWAY_PATH}/challenge/${encodeURIComponent(paymentId)}`;
  return htmlPage(
    'Authenticate your payment (sandbox)',
    `<h1>Authenticate your payment</h1>
<section class="card"><p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amount)}</strong>.</p>
<p class="meta">Sandbox challenge: choose the outcome.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="approve"><button type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit" style="background:#8a2530">Fail authentication</button></form>
</section>`,
  );
}
