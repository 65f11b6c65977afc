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
