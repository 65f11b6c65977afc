// The states of split payment per player, apart from its rules so the settings
// and API schemas (in the first load) do not pull the rules in.

/** What the facility does with unpaid shares at the deadline. */
export const UNPAID_SHARE_POLICIES = ['charge-lead', 'release'] as const;
export type UnpaidSharePolicy = (typeof UNPAID_SHARE_POLICIES)[number];

/** A share's life: open → paying → paid, or at the deadline lead-charged / released; cancelled with its player. */
export const SHARE_STATUSES = ['open', 'paying', 'paid', 'lead-charged', 'released', 'cancelled'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
