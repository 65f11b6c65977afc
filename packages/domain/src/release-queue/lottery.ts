/** A uniform random integer in [0, maxExclusive); the server passes crypto.randomInt. */
export type RandomInt = (maxExclusive: number) => number;

/** A uniformly random permutation (Fisher–Yates) of `items`; the input is left as it was. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- both indices lie in 0..index by the loop bounds and randomInt's range, and T may itself admit undefined, so no check can replace these
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** A ticket as the lottery sees it: who it is (in arrival order), which client it came from, and whether it tried to hold before its turn. */
export interface LotteryEntry<Id> {
  id: Id;
  client: string;
  /** A hold was tried under it before the release: it is drawn behind every ticket that waited. */
  jumped?: boolean;
}

/**
 * The lottery's order: one draw per client (address), not per ticket, dealt in rounds. Clients
 * are shuffled once; the first round gives each client's first ticket a place in that order, the
 * second round each client's second ticket in the same order, and so on. A script that opens
 * many tickets (or signs in with many accounts) from one address gets the chance of one golfer
 * for its first turn, and its other tickets queue behind everyone's first; a household's second
 * golfer waits a round, as nobody can tell them from a script's second ticket. Tickets that tried
 * to hold before their turn are dealt the same way, behind all the others.
 */
export function drawOrder<Id>(entries: readonly LotteryEntry<Id>[], randomInt: RandomInt): Id[] {
  return [
    ...dealtInRounds(
      entries.filter((entry) => !entry.jumped),
      randomInt,
    ),
    ...dealtInRounds(
      entries.filter((entry) => entry.jumped),
      randomInt,
    ),
  ];
}

function dealtInRounds<Id>(entries: readonly LotteryEntry<Id>[], randomInt: RandomInt): Id[] {
  const byClient = new Map<string, Id[]>();
  for (const entry of entries) byClient.set(entry.client, [...(byClient.get(entry.client) ?? []), entry.id]);
  const clients = shuffled([...byClient.values()], randomInt);
  const rounds = Math.max(0, ...clients.map((tickets) => tickets.length));
  return Array.from({ length: rounds }, (_, round) =>
    clients.flatMap((tickets) => tickets.slice(round, round + 1)),
  ).flat();
}
