import type { SetupIntentResult } from '@stripe/stripe-js';

// Test support: a stand-in for Stripe.js (the `window.Stripe` that js.stripe.com's script defines),
// so the card entry on Stripe runs in jsdom with no network. @stripe/stripe-js's loadStripe uses a
// window.Stripe already on the page instead of inserting Stripe's script, and keeps the first one
// it found for the page's life: the fake is installed once, and each test sets what it answers.

/** What the fake answers a confirmation with, and whether its element fails to load. */
interface FakeStripeScript {
  confirm: () => SetupIntentResult;
  loadError?: boolean;
}

/** What the app asked of the fake, for assertions. */
interface FakeStripeCalls {
  publishableKeys: string[];
  elements: Record<string, unknown>[];
  created: string[];
  confirmations: Record<string, unknown>[];
}

/** A SetupIntent Stripe confirmed. */
export const confirmedSetup = (id: string): (() => SetupIntentResult) => {
  return () => ({ setupIntent: { id, object: 'setup_intent', status: 'succeeded' } }) as SetupIntentResult;
};

/** Stripe.js's answer to a confirmation it refused (its `error` object). */
export const refusedSetup = (type: string, code: string, message = 'Refused.'): (() => SetupIntentResult) => {
  return () => ({ error: { type, code, message } }) as SetupIntentResult;
};

let script: FakeStripeScript = { confirm: confirmedSetup('seti_fake') };
const calls: FakeStripeCalls = { publishableKeys: [], elements: [], created: [], confirmations: [] };

type Handler = () => void;

/** A Payment Element: an iframe in the mount point (Stripe's own fields), and its events. */
function fakeElement(type: string) {
  const handlers = new Map<string, Handler[]>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  let frame: HTMLIFrameElement | null = null;
  return {
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return this;
    },
    mount(target: HTMLElement) {
      frame = document.createElement('iframe');
      frame.title = 'Secure payment input frame';
      frame.dataset.elementType = type;
      target.appendChild(frame);
      // Stripe reports ready (or a load error) once its frame has loaded: later than mount().
      setTimeout(() => emit(script.loadError ? 'loaderror' : 'ready'), 0);
    },
    destroy() {
      frame?.remove();
    },
  };
}

function FakeStripe(publishableKey: string) {
  calls.publishableKeys.push(publishableKey);
  return {
    elements(options: Record<string, unknown>) {
      calls.elements.push(options);
      return {
        create(type: string) {
          calls.created.push(type);
          return fakeElement(type);
        },
      };
    },
    confirmSetup(options: Record<string, unknown>) {
      calls.confirmations.push(options);
      return Promise.resolve(script.confirm());
    },
  };
}
// The release train @stripe/stripe-js expects of the script (it warns about another one).
FakeStripe.version = 'endive';

/** Installs the fake as window.Stripe (once) with what it answers in this test; returns what it is asked. */
export function fakeStripe(next: FakeStripeScript): FakeStripeCalls {
  (window as unknown as { Stripe: unknown }).Stripe = FakeStripe;
  script = next;
  calls.publishableKeys = [];
  calls.elements = [];
  calls.created = [];
  calls.confirmations = [];
  return calls;
}
