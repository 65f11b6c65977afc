/** The operator's release rules that decide whether the released day is bound at all. */
export interface ReleaseRules {
  mode: 'first-come' | 'fair-queue';
  signInRequired: boolean;
  bookingsPerGolferPerReleaseDay: number | null;
}

/**
 * Whether holds of the released day answer to any release rule: a fair queue, sign-in
 * or a per-golfer limit. Engines left at the defaults (first-come, no sign-in, no limit) book the
 * released day as any other.
 */
export function releaseRulesBind(rules: ReleaseRules): boolean {
  return rules.mode === 'fair-queue' || rules.signInRequired || rules.bookingsPerGolferPerReleaseDay !== null;
}
