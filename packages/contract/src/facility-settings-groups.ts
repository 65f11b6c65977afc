import { COURSE_OVERRIDE_KEYS } from '@fairway/domain/facilities/course-overrides';
import { DERIVED_IDENTITY_FIELDS } from './admin-settings.contract.ts';
import { facilitySettingsSchema, resolveFacilitySettings } from './facility-settings.contract.ts';

// What the console needs to show every setting of the settings contract to a manager: its group
// as SPEC §3 groups them, what kind of value it is (and so which control edits it), its bounds
// and choices as the contract checks them, and the stem of its label and help text in the
// console's locale files (`<i18n>.label`, `<i18n>.help`). Bounds, choices, nullability and
// defaults are read from the contract's schemas, so they cannot drift from what the server accepts.

/** Where every text of the settings screens lives in the console's locale files. */
const SETTINGS_I18N_ROOT = 'settingsCatalogue';

/** The settings groups in the order the console shows them: SPEC §3's, then the two the spec does not name. */
export const SETTINGS_GROUPS = [
  { id: 'identity', inSpec: true },
  { id: 'inventory', inSpec: true },
  { id: 'appearance', inSpec: true },
  { id: 'user', inSpec: true },
  { id: 'smartPlay', inSpec: true },
  { id: 'checkout', inSpec: true },
  { id: 'proProfile', inSpec: true },
  { id: 'featureFlags', inSpec: true },
  { id: 'reservations', inSpec: false },
  { id: 'release', inSpec: false },
] as const;
type SettingsGroupId = (typeof SETTINGS_GROUPS)[number]['id'];

/** What a number counts: the console words it (`settingsCatalogue.units.<unit>`, with plurals). */
type SettingUnit = 'days' | 'hours' | 'minutes' | 'seconds' | 'count';

/** The names of the four checkout opt-ins (SPEC §3 checkout.optIn). */
type OptInName = 'email' | 'mobile' | 'rewards' | 'caddie';

/**
 * The kind of a setting's value, and so its control:
 * - `boolean`: a switch;
 * - `integer` / `decimal`: a number of `unit` within min…max (null when empty is allowed);
 * - `sun-offset`: signed minutes from sunrise or sunset (-60 = "1 hour before sunset"), shown with
 *   `sunOffsetPhrase` of packages/domain/src/facilities/sun-offset.ts;
 * - `clock-minutes`: minutes after midnight, shown as a time of day (420 = 07:00);
 * - `text`: plain, multi-line or HTML (the welcome messages) text;
 * - `colour` (hex), `image` (a URL or site path; the theme upload gives one), `date` (YYYY-MM-DD),
 *   `time-of-day` (HH:MM);
 * - `enum`: one of `values` (their labels at `<i18n>.values.<value>`);
 * - `list`: several texts, integers or enum `values`;
 * - `opt-in`: one of the four checkout opt-ins, a pair `{ enabled, message }` named by `name`.
 */
type SettingKind =
  | { type: 'boolean' }
  | { type: 'integer'; unit: SettingUnit; min: number | null; max: number | null; nullable: boolean }
  | { type: 'decimal'; unit: SettingUnit; min: number | null; max: number | null; nullable: boolean }
  | { type: 'sun-offset'; anchor: 'sunrise' | 'sunset'; min: number | null; max: number | null }
  | { type: 'clock-minutes'; min: number | null; max: number | null; nullable: boolean }
  | { type: 'text'; format: 'plain' | 'multiline' | 'html'; maxLength: number | null; nullable: boolean }
  | { type: 'colour'; nullable: boolean }
  | { type: 'image'; nullable: boolean }
  | { type: 'date'; nullable: boolean }
  | { type: 'time-of-day' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'list'; item: 'text' | 'integer' | 'enum'; values: readonly string[] | null }
  | { type: 'opt-in'; name: OptInName };

/** One setting as the console shows it. */
export interface SettingDescriptor {
  /** Its dotted path in the settings document (`checkout.optIn.email`; the PUT body's groups hold the same). */
  path: string;
  group: SettingsGroupId;
  /** The sub-heading it sits under inside its group (`checkout.requiredFields`), null for the group's own fields. */
  section: string | null;
  kind: SettingKind;
  /** The stem of its texts: `<i18n>.label` and `<i18n>.help`. */
  i18n: string;
  /** Decided by the engine itself (alias, scope, courses): shown, never edited. */
  readOnly: boolean;
  /** Named by SPEC §3 (false: a setting of ours, such as the daily release). */
  inSpec: boolean;
  /** A course may set its own value over the engine's (PUT /api/admin/courses/{id}/settings). */
  courseOverride: boolean;
  /** The value when the engine does not set it. */
  default: unknown;
}

/** How each setting is shown, by dotted path (bounds, choices and nullability come from the schema). */
type KindHint =
  | 'boolean'
  | { integer: SettingUnit }
  | { decimal: SettingUnit }
  | { sun: 'sunrise' | 'sunset' }
  | 'clock-minutes'
  | { text: 'plain' | 'multiline' | 'html' }
  | 'colour'
  | 'image'
  | 'date'
  | 'time-of-day'
  | 'enum'
  | { list: 'text' | 'integer' | 'enum' }
  | { optIn: OptInName };

/** Settings of SPEC §3's groups that the spec does not name. */
const NOT_IN_SPEC = new Set([
  'inventory.alertOfferHoldMinutes',
  'checkout.splitPayment.enabled',
  'checkout.splitPayment.deadlineHours',
  'checkout.splitPayment.unpaidShares',
]);

const HINTS: Record<string, KindHint> = {
  'identity.alias': { text: 'plain' },
  'identity.entityId': { integer: 'count' },
  'identity.entityType': 'enum',
  'identity.gnFacilityIds': { list: 'integer' },
  'identity.isDefault': 'boolean',
  'identity.name': { text: 'plain' },
  'identity.rates': { list: 'text' },
  'identity.subdomain': { text: 'plain' },
  'identity.activeTabs': { list: 'enum' },
  'identity.autoTags': { list: 'text' },
  'identity.ga.trackingCode': { text: 'plain' },

  'inventory.maxDaysOut': { integer: 'days' },
  'inventory.sameDayReservationWindowMinutes': { integer: 'minutes' },
  'inventory.releaseThresholdMinutes': { integer: 'minutes' },
  'inventory.alertOfferHoldMinutes': { integer: 'minutes' },
  'inventory.singlesMode': 'enum',
  'inventory.reservationWindowType': 'enum',
  'inventory.startTimeMinutesAfterSunrise': { sun: 'sunrise' },
  'inventory.endTimeMinutesBeforeSunset': { sun: 'sunset' },
  'inventory.startTimeMinutesAfterMidnight': 'clock-minutes',
  'inventory.endTimeMinutesAfterMidnight': 'clock-minutes',
  'inventory.maxTeeTimesPerHour': { integer: 'count' },
  'inventory.defaultStartDay': 'enum',

  'appearance.headerImage': 'image',
  'appearance.primaryColor': 'colour',
  'appearance.secondaryColor': 'colour',
  'appearance.welcomeMessage': { text: 'html' },
  'appearance.tempWelcomeMessage.message': { text: 'html' },
  'appearance.tempWelcomeMessage.from': 'date',
  'appearance.tempWelcomeMessage.to': 'date',
  'appearance.backgroundImage': 'image',
  'appearance.noResultsColor': 'colour',
  'appearance.salesBanner': { text: 'multiline' },

  'user.golfIdLogin': 'boolean',
  'user.inviteAFriend': 'boolean',
  'user.guestCheckout': 'boolean',
  'user.memberGuestRate': 'boolean',
  'user.memberBookingLimit': { integer: 'count' },
  'user.playerPartner': 'boolean',

  'smartPlay.checkIn': 'boolean',
  'smartPlay.checkInWindow': { decimal: 'hours' },
  'smartPlay.featuredProducts': 'boolean',
  'smartPlay.productLineups': 'boolean',

  'reservations.onlineCancellationHours': { decimal: 'hours' },
  'reservations.refundGreenFees': 'boolean',
  'reservations.manageLinkHours': { integer: 'hours' },
  'reservations.rainChecks.issueAs': 'enum',
  'reservations.counterCredits.proShopLimitCents': { integer: 'count' },

  'checkout.optIn.email': { optIn: 'email' },
  'checkout.optIn.mobile': { optIn: 'mobile' },
  'checkout.optIn.rewardsProgram': { optIn: 'rewards' },
  'checkout.optIn.caddieRequest': { optIn: 'caddie' },
  'checkout.requiredFields.email': 'boolean',
  'checkout.requiredFields.phone': 'boolean',
  'checkout.requiredFields.teeTimePolicy': 'boolean',
  'checkout.requiredFields.creditCard': 'boolean',
  'checkout.requiredFields.note': 'boolean',
  'checkout.reservationWindow': { integer: 'minutes' },
  'checkout.adjacentRateBookingWindow': { integer: 'minutes' },
  'checkout.rewardsProgramMembers.enabled': 'boolean',
  'checkout.rewardsProgramMembers.homeClubs': { list: 'text' },
  'checkout.splitPayment.enabled': 'boolean',
  'checkout.splitPayment.deadlineHours': { integer: 'hours' },
  'checkout.splitPayment.unpaidShares': 'enum',

  'proProfile.enabled': 'boolean',
  'proProfile.tabDisplay.memberships': 'boolean',
  'proProfile.tabDisplay.loyalty': 'boolean',
  'proProfile.tabDisplay.creditBooks': 'boolean',
  'proProfile.tabDisplay.billing': 'boolean',
  'proProfile.tabDisplay.orders': 'boolean',
  'proProfile.tabDisplay.statements': 'boolean',
  'proProfile.membershipsDisplay.paymentDetails': 'boolean',
  'proProfile.membershipsDisplay.billingDetails': 'boolean',
  'proProfile.membershipsDisplay.allowMembershipCancellation': 'boolean',
  'proProfile.billingDisplay.viewCreditCards': 'boolean',
  'proProfile.billingDisplay.addCreditCards': 'boolean',
  'proProfile.billingDisplay.deleteCreditCards': 'boolean',
  'proProfile.billingDisplay.creditAccountPayment': 'boolean',
  'proProfile.billingDisplay.payAccountBalance': 'boolean',

  'release.releaseTime': 'time-of-day',
  'release.mode': 'enum',
  'release.signInRequired': 'boolean',
  'release.bookingsPerGolferPerReleaseDay': { integer: 'count' },
  'release.admitAtOnce': { integer: 'count' },
  'release.turnSeconds': { integer: 'seconds' },

  'featureFlags.enableTeeTimeAlerts': 'boolean',
};

/** What a schema of the contract says of a value, its wrappers (default, prefault, nullable) taken off. */
interface SchemaFacts {
  type: string;
  nullable: boolean;
  min: number | null;
  max: number | null;
  maxLength: number | null;
  values: readonly string[] | null;
  element: SchemaFacts | null;
}

// zod's public accessors (unwrap, shape, minValue, options…), typed loosely: the walk reads any schema of the document.
interface LooseSchema {
  def: { type: string };
  unwrap?: () => LooseSchema;
  shape?: Record<string, LooseSchema>;
  element?: LooseSchema;
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
  options?: readonly string[];
}

const WRAPPERS = new Set(['default', 'prefault', 'nullable', 'optional']);

function unwrapped(schema: LooseSchema): { inner: LooseSchema; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (WRAPPERS.has(inner.def.type) && inner.unwrap) {
    if (inner.def.type === 'nullable') nullable = true;
    inner = inner.unwrap();
  }
  return { inner, nullable };
}

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : null;

function factsOf(schema: LooseSchema): SchemaFacts {
  const { inner, nullable } = unwrapped(schema);
  return {
    type: inner.def.type,
    nullable,
    min: finite(inner.minValue),
    max: finite(inner.maxValue),
    maxLength: finite(inner.maxLength),
    values: inner.def.type === 'enum' ? (inner.options ?? null) : null,
    element: inner.def.type === 'array' && inner.element ? factsOf(inner.element) : null,
  };
}

/** The schema of a dotted path of the settings document. */
export function settingSchemaAt(path: string): SchemaFacts {
  let schema = facilitySettingsSchema as unknown as LooseSchema;
  for (const key of path.split('.')) {
    const shape = unwrapped(schema).inner.shape;
    const next = shape?.[key];
    if (!next) throw new Error(`No setting ${path} in the settings contract`);
    schema = next;
  }
  return factsOf(schema);
}

function kindOf(path: string, hint: KindHint): SettingKind {
  const facts = settingSchemaAt(path);
  const bounds = { min: facts.min, max: facts.max };
  if (hint === 'boolean') return { type: 'boolean' };
  if (hint === 'clock-minutes') return { type: 'clock-minutes', ...bounds, nullable: facts.nullable };
  if (hint === 'colour' || hint === 'image' || hint === 'date') return { type: hint, nullable: facts.nullable };
  if (hint === 'time-of-day') return { type: 'time-of-day' };
  if (hint === 'enum') return { type: 'enum', values: facts.values ?? [] };
  if ('integer' in hint) return { type: 'integer', unit: hint.integer, ...bounds, nullable: facts.nullable };
  if ('decimal' in hint) return { type: 'decimal', unit: hint.decimal, ...bounds, nullable: facts.nullable };
  if ('sun' in hint) return { type: 'sun-offset', anchor: hint.sun, ...bounds };
  if ('text' in hint) return { type: 'text', format: hint.text, maxLength: facts.maxLength, nullable: facts.nullable };
  if ('list' in hint) return { type: 'list', item: hint.list, values: facts.element?.values ?? null };
  return { type: 'opt-in', name: hint.optIn };
}

const DEFAULTS = resolveFacilitySettings({});
const READ_ONLY = new Set<string>(DERIVED_IDENTITY_FIELDS.map((field) => `identity.${field}`));
const OVERRIDABLE = new Set<string>(COURSE_OVERRIDE_KEYS.map((key) => `inventory.${key}`));

function defaultAt(path: string): unknown {
  let value: unknown = DEFAULTS;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  return value;
}

/** Every setting of the settings contract, in the order of SETTINGS_GROUPS and then of the contract. */
export const SETTING_DESCRIPTORS: readonly SettingDescriptor[] = SETTINGS_GROUPS.flatMap(({ id: group }) =>
  Object.entries(HINTS)
    .filter(([path]) => path.split('.')[0] === group)
    .map(([path, hint]) => {
      const parts = path.split('.');
      const groupInSpec = SETTINGS_GROUPS.find((candidate) => candidate.id === group)?.inSpec ?? false;
      return {
        path,
        group,
        section: parts.length > 2 ? parts.slice(0, -1).join('.') : null,
        kind: kindOf(path, hint),
        i18n: `${SETTINGS_I18N_ROOT}.fields.${path}`,
        readOnly: READ_ONLY.has(path),
        inSpec: groupInSpec && !NOT_IN_SPEC.has(path),
        courseOverride: OVERRIDABLE.has(path),
        default: defaultAt(path),
      };
    }),
);

/** The sub-headings of the groups (`checkout.optIn`), each once, in order; their texts at `settingsCatalogue.sections.<id>.label`. */
export const SETTING_SECTIONS: readonly string[] = [
  ...new Set(SETTING_DESCRIPTORS.flatMap((setting) => (setting.section ? [setting.section] : []))),
];

/** A setting by its dotted path. */
export function settingDescriptor(path: string): SettingDescriptor | undefined {
  return SETTING_DESCRIPTORS.find((setting) => setting.path === path);
}
