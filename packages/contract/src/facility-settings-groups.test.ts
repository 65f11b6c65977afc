import { describe, expect, it } from 'vitest';
import { resolveFacilitySettings } from './facility-settings.contract.ts';
import {
  SETTING_DESCRIPTORS,
  SETTING_SECTIONS,
  SETTINGS_GROUPS,
  settingDescriptor,
  settingSchemaAt,
} from './facility-settings-groups.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of the settings document (every field has a default, so the defaults hold every path). */
function leafPaths(value: unknown, path: string[] = []): string[] {
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...path, key]));
  return [path.join('.')];
}

describe('the settings descriptor', () => {
  const described = SETTING_DESCRIPTORS.map((setting) => setting.path);

  it('describes every setting of the settings contract, and nothing the contract does not have', () => {
    const covered = (leaf: string) =>
      described.some(
        (path) => leaf === path || (leaf.startsWith(`${path}.`) && settingDescriptor(path)?.kind.type === 'opt-in'),
      );
    const leaves = leafPaths(resolveFacilitySettings({}));
    expect(
      leaves.filter((leaf) => !covered(leaf)),
      'settings without a descriptor entry',
    ).toEqual([]);
    expect(
      described.filter((path) => !leaves.some((leaf) => leaf === path || leaf.startsWith(`${path}.`))),
      'descriptor entries for no setting',
    ).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });

  it("groups as the contract does, in SPEC §3's order, with the groups the spec does not name last", () => {
    expect(SETTINGS_GROUPS.map((group) => group.id).sort()).toEqual(Object.keys(resolveFacilitySettings({})).sort());
    expect(SETTINGS_GROUPS.filter((group) => !group.inSpec).map((group) => group.id)).toEqual([
      'reservations',
      'release',
    ]);
    for (const setting of SETTING_DESCRIPTORS)
      expect(setting.path.startsWith(`${setting.group}.`), setting.path).toBe(true);
    expect([...new Set(SETTING_DESCRIPTORS.map((setting) => setting.group))]).toEqual(
      SETTINGS_GROUPS.map((group) => group.id),
    );
  });

  it("gives each kind the schema's type, bounds and choices", () => {
    const schemaType = {
      boolean: ['boolean'],
      integer: ['number'],
      decimal: ['number'],
      'sun-offset': ['number'],
      'clock-minutes': ['number'],
      text: ['string'],
      colour: ['string'],
      image: ['string'],
      date: ['string'],
      'time-of-day': ['string'],
      enum: ['enum'],
      list: ['array'],
      'opt-in': ['object'],
    } as const;
    for (const setting of SETTING_DESCRIPTORS) {
      const facts = settingSchemaAt(setting.path);
      expect(schemaType[setting.kind.type], setting.path).toContain(facts.type);
      if ('nullable' in setting.kind) expect(setting.kind.nullable, setting.path).toBe(facts.nullable);
    }
    expect(settingDescriptor('inventory.maxDaysOut')?.kind).toEqual({
      type: 'integer',
      unit: 'days',
      min: 0,
      max: 365,
      nullable: false,
    });
    expect(settingDescriptor('inventory.endTimeMinutesBeforeSunset')?.kind).toEqual({
      type: 'sun-offset',
      anchor: 'sunset',
      min: -720,
      max: 720,
    });
    expect(settingDescriptor('inventory.singlesMode')?.kind).toEqual({
      type: 'enum',
      values: ['never', 'always', 'paired'],
    });
    expect(settingDescriptor('identity.activeTabs')?.kind).toMatchObject({ type: 'list', item: 'enum' });
    expect(settingDescriptor('appearance.salesBanner')?.kind).toMatchObject({
      type: 'text',
      maxLength: 500,
      nullable: true,
    });
    expect(settingDescriptor('user.memberBookingLimit')?.kind).toMatchObject({ min: 0, max: null, nullable: true });
  });

  it('names the four checkout opt-ins, and shows their defaults', () => {
    expect(
      SETTING_DESCRIPTORS.filter((setting) => setting.kind.type === 'opt-in').map((setting) => [
        setting.path,
        setting.kind,
      ]),
    ).toEqual([
      ['checkout.optIn.email', { type: 'opt-in', name: 'email' }],
      ['checkout.optIn.mobile', { type: 'opt-in', name: 'mobile' }],
      ['checkout.optIn.rewardsProgram', { type: 'opt-in', name: 'rewards' }],
      ['checkout.optIn.caddieRequest', { type: 'opt-in', name: 'caddie' }],
    ]);
    expect(settingDescriptor('checkout.optIn.email')?.default).toEqual({ enabled: false, message: null });
    expect(settingDescriptor('inventory.maxDaysOut')?.default).toBe(14);
  });

  it('marks what the engine decides as read-only, what a course may override, and what SPEC does not name', () => {
    expect(SETTING_DESCRIPTORS.filter((setting) => setting.readOnly).map((setting) => setting.path)).toEqual([
      'identity.alias',
      'identity.entityId',
      'identity.entityType',
      'identity.gnFacilityIds',
      'identity.isDefault',
    ]);
    expect(settingDescriptor('inventory.maxDaysOut')?.courseOverride).toBe(true);
    expect(settingDescriptor('inventory.singlesMode')?.courseOverride).toBe(false);
    expect(settingDescriptor('checkout.splitPayment.enabled')?.inSpec).toBe(false);
    expect(settingDescriptor('release.mode')?.inSpec).toBe(false);
    expect(settingDescriptor('user.inviteAFriend')).toMatchObject({
      inSpec: true,
      i18n: 'settingsCatalogue.fields.user.inviteAFriend',
      section: null,
    });
    expect(settingDescriptor('checkout.requiredFields.note')?.section).toBe('checkout.requiredFields');
    expect(SETTING_SECTIONS).toContain('checkout.optIn');
  });
});
