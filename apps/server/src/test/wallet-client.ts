import type { accountsClient } from './accounts-client.ts';

/** A card as the hosted page posts it; override any field. */
export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: '12',
  expirationYear: '2030',
  name: 'Ada Lovelace',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

/** Opens hosted card entry for a golfer and submits a card to the gateway: the checkout token and the gateway's answer. */
export async function tokeniseCard(
  baseUrl: string,
  api: ReturnType<typeof accountsClient>,
  bearer: string,
  card: Partial<typeof TEST_CARD> = {},
) {
  const tokenAnswer = await api.post(
    '/api/profile/credit-cards/token',
    { originUrl: `${baseUrl}/account` },
    { bearer },
  );
  if (tokenAnswer.status !== 200) throw new Error(`token request failed: ${tokenAnswer.status}`);
  const response = await fetch(`${baseUrl}${tokenAnswer.body.CheckoutUrl as string}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CARD, ...card }),
  });
  return {
    token: tokenAnswer.body.Token as string,
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of the answer
    body: (await response.json()) as Record<string, any>,
  };
}

/** Adds a card to a golfer's wallet through the whole §3 token flow. */
export async function addWalletCard(
  baseUrl: string,
  api: ReturnType<typeof accountsClient>,
  bearer: string,
  card: Partial<typeof TEST_CARD> = {},
  isDefault = false,
) {
  const { token } = await tokeniseCard(baseUrl, api, bearer, card);
  return api.post(
    '/api/profile/credit-cards',
    { isDefault, overrideMembershipBilling: false, token, tokenTypeId: 5 },
    { bearer },
  );
}
