// The sandbox gateway's test cards (README "Test cards"). Any other valid number approves.

/** What a vaulted card does when it is authorised. */
export type CardBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'expired_card' | 'authentication_required';

/** Test card numbers and their outcomes. */
const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000003220': 'authentication_required',
};

/** The behaviour of a card number (digits only). */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'approve';
}
