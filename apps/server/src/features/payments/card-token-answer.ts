import type { CardTokenResponse } from '@fairway/contract/wallet.contract';
import type { CardCheckout } from './payment-provider.ts';

/**
 * The SPEC §3 token answer of a card-entry session, as the wallet, checkout, check-in and a
 * friend's share all answer it: the hosted page's URL and token, and, on a processor whose card
 * entry is its own script (Stripe), what the browser mounts that script with.
 */
export function cardTokenAnswer(checkout: CardCheckout): CardTokenResponse {
  return {
    ResponseResult: { IsSuccessful: true, Errors: [] },
    CheckoutUrl: checkout.checkoutUrl,
    Token: checkout.token,
    TokenTypeId: checkout.tokenTypeId,
    ...(checkout.paymentElement
      ? {
          PaymentElement: {
            PublishableKey: checkout.paymentElement.publishableKey,
            ClientSecret: checkout.paymentElement.clientSecret,
          },
        }
      : {}),
  };
}
