/** A uniform random integer in [0, maxExclusive); the server passes crypto.randomInt. */
export type RandomInt = (maxExclusive: number) => number;

/** A uniformly random permutation (Fisher–Yates) of `items`; the input is left as it was. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** A ticket as the lottery sees it: who it is (in arrival order) and which client it came from. */
export interface LotteryEntry<Id> {
  id: Id;
  client: string;
}

/**
 * The lottery's order: one draw per client, not per ticket. Clients (addresses) are shuffled;
 * each client's tickets take consecutive places in their order of arrival. A household on one
 * connection stays together, and a script that opens many tickets from one address gets the
 * same chance as one golfer: more tickets buy no earlier place.
 */
export function drawOrder<Id>(entries: readonly LotteryEntry<Id>[], randomInt: RandomInt): Id[] {
  const byClient = new Map<string, Id[]>();
  for (const entry of entries) byClient.set(entry.client, [...(byClient.get(entry.client) ?? []), entry.id]);
  return shuffled([...byClient.values()], randomInt).flat();
}
