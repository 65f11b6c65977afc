import { useState } from 'react';

/**
 * The answer to show for a search: the current one, or, while the same search (`searchKey`) is
 * asked again, the last answer it had. Every filter change and every hold bumps the search's
 * refresh counter (SPEC §2); without this each one swapped the list for a skeleton until the new
 * answer came, and rebuilt it from its first card.
 */
export function useAnswerWhileRefreshing<T>(answer: T | undefined, searchKey: string): T | undefined {
  const [last, setLast] = useState<{ searchKey: string; answer: T } | null>(null);
  if (answer !== undefined && (last?.answer !== answer || last.searchKey !== searchKey)) setLast({ searchKey, answer });
  return answer ?? (last?.searchKey === searchKey ? last.answer : undefined);
}
