/**
 * The most cards a golfer's wallet holds: the card picker lists them all, so a 21st is refused
 * (WALLET_FULL) and a checkout's "save this card" is skipped when the wallet is full.
 */
export const WALLET_CARDS_MAX = 20;
