import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Where Stripe.js is loaded from when not from Stripe: a build for an offline run (a demo or an
 * e2e against the server's Stripe stand-in) names a same-origin stand-in script here. Unset, the
 * default, loadStripe inserts Stripe's own script (js.stripe.com, which the server's CSP allows
 * only when PAYMENT_PROVIDER=stripe).
 */
const STRIPE_JS_URL: string | undefined = import.meta.env.VITE_STRIPE_JS_URL;

/** Loads a script once and resolves when it has run (a failed load rejects). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Failed to load ${src}`)));
    document.head.appendChild(script);
  });
}

/**
 * Stripe.js for a publishable key. loadStripe uses a `window.Stripe` that is already there (a
 * stand-in script, or the unit tests' fake) and otherwise inserts Stripe's script; the `pure`
 * entry inserts nothing until it is called, so only the payment step ever fetches it.
 */
export async function loadStripeJs(publishableKey: string, scriptUrl = STRIPE_JS_URL): Promise<Stripe | null> {
  if (scriptUrl && !window.Stripe) await loadScript(scriptUrl);
  return loadStripe(publishableKey);
}
