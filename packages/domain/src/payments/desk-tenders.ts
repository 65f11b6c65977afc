// What staff may take at the desk for a booking's amount due at the course, and the one rule the
// amounts keep: the tenders add up to exactly what is due. What is due is per player (a player is
// paid at the course or not), so a part amount would leave a player half paid, which neither the
// check-in rule nor the money view can state; a party that pays for some players only is not
// offered. The server applies this rule under the reservation's lock; the console shows the same
// difference while staff type.

/** Why the amounts entered cannot be taken: over what is due, or short of it. */
export type DeskAmountProblem =
  | { code: 'PAYMENT_EXCEEDS_DUE'; dueCents: number; enteredCents: number }
  | { code: 'PAYMENT_SHORT_OF_DUE'; dueCents: number; enteredCents: number };

/** The total of the tenders' amounts (integer cents). */
export function deskTotalCents(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0);
}

/** null when the tenders add up to exactly what is due; else why not. */
export function deskAmountProblem(
  lines: readonly { amountCents: number }[],
  dueCents: number,
): DeskAmountProblem | null {
  const enteredCents = deskTotalCents(lines);
  if (enteredCents > dueCents) return { code: 'PAYMENT_EXCEEDS_DUE', dueCents, enteredCents };
  if (enteredCents < dueCents) return { code: 'PAYMENT_SHORT_OF_DUE', dueCents, enteredCents };
  return null;
}
