import type { CartItem } from '@fairway/contract/cart.contract';

/** The fields of a tee-time item's extra the checkout summary reads. */
export interface TeeTimeSummary {
  teetime: string;
  players: number;
  rateName: string;
  holes: number | null;
  transportation: 'Cart' | 'Walking' | null;
  addOns: { name: string; quantity: number }[];
  termsAndConditions: string | null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A tee-time item's extra, read defensively (the cart contract keeps extra open). */
export function teeTimeSummary(item: CartItem): TeeTimeSummary {
  const extra = item.extra;
  const rate = asRecord(extra.rate);
  const lineups = Array.isArray(extra.productLineups) ? extra.productLineups.map(asRecord) : [];
  return {
    teetime: typeof extra.teetime === 'string' ? extra.teetime : '',
    players: typeof extra.players === 'number' ? extra.players : 1,
    rateName: typeof rate.name === 'string' ? rate.name : '',
    holes: typeof rate.holes === 'number' ? rate.holes : null,
    transportation: extra.transportation === 'Cart' || extra.transportation === 'Walking' ? extra.transportation : null,
    addOns: lineups
      .filter((line) => typeof line.name === 'string' && typeof line.quantity === 'number' && line.quantity > 0)
      .map((line) => ({ name: line.name as string, quantity: line.quantity as number })),
    termsAndConditions:
      typeof extra.termsAndConditions === 'string' && extra.termsAndConditions.trim() ? extra.termsAndConditions : null,
  };
}

/** A non-tee-time item's name (membership, gift certificate, featured product). */
export function itemName(item: CartItem): string {
  const extra = item.extra;
  if (typeof extra.name === 'string') return extra.name;
  if (typeof extra.recipientName === 'string') return extra.recipientName;
  return item.type;
}
