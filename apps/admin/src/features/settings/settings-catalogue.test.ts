import { COURSE_DETAIL_FIELDS } from '@fairway/contract/admin-courses.contract';
import { SETTING_DESCRIPTORS, SETTING_SECTIONS, SETTINGS_GROUPS } from '@fairway/contract/facility-settings-groups';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGUAGES } from '../../app/i18n.ts';

// Every setting the descriptor lists is shown with a label and a one-line help in each console
// language: a setting added to the contract without its texts fails here, not on a manager's screen.

type Tree = { [key: string]: string | Tree };

/** The text at a dotted key of a locale file, undefined when it has none. */
function textAt(locale: Tree, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      locale,
    );
  return typeof found === 'string' && found.trim() !== '' ? found : undefined;
}

/** Every key the settings screens look up for the descriptor's settings, groups, sections and the course form. */
function expectedKeys(): string[] {
  const keys = SETTING_DESCRIPTORS.flatMap((setting) => {
    const { kind } = setting;
    const values = kind.type === 'enum' ? kind.values : kind.type === 'list' ? (kind.values ?? []) : [];
    return [
      `${setting.i18n}.label`,
      `${setting.i18n}.help`,
      ...values.map((value) => `${setting.i18n}.values.${value}`),
      ...(kind.type === 'opt-in' ? [`settingsCatalogue.optIn.names.${kind.name}`] : []),
      ...((kind.type === 'integer' || kind.type === 'decimal') && kind.unit !== 'count'
        ? [`settingsCatalogue.units.${kind.unit}_one`, `settingsCatalogue.units.${kind.unit}_other`]
        : []),
    ];
  });
  return [
    ...keys,
    ...SETTINGS_GROUPS.flatMap(({ id }) => [
      `settingsCatalogue.groups.${id}.label`,
      `settingsCatalogue.groups.${id}.help`,
    ]),
    ...SETTING_SECTIONS.map((section) => `settingsCatalogue.sections.${section}.label`),
    ...COURSE_DETAIL_FIELDS.flatMap((field) => [`${field.i18n}.label`, `${field.i18n}.help`]),
  ];
}

describe('the settings catalogue', () => {
  it('covers every setting of the contract, each group and section', () => {
    expect(SETTING_DESCRIPTORS.length).toBeGreaterThan(80);
    expect(new Set(SETTING_DESCRIPTORS.map((setting) => setting.group))).toEqual(
      new Set(SETTINGS_GROUPS.map((group) => group.id)),
    );
  });

  it.each(Object.keys(CONSOLE_LANGUAGES) as (keyof typeof CONSOLE_LANGUAGES)[])(
    'gives every setting its label and help in %s',
    (language) => {
      const locale = CONSOLE_LANGUAGES[language] as unknown as Tree;
      expect(expectedKeys().filter((key) => textAt(locale, key) === undefined)).toEqual([]);
    },
  );

  it('gives each setting of a group its own label (two settings never read the same)', () => {
    for (const language of Object.keys(CONSOLE_LANGUAGES) as (keyof typeof CONSOLE_LANGUAGES)[]) {
      const locale = CONSOLE_LANGUAGES[language] as unknown as Tree;
      for (const { id } of SETTINGS_GROUPS) {
        const labels = SETTING_DESCRIPTORS.filter((setting) => setting.group === id).map((setting) =>
          textAt(locale, `${setting.i18n}.label`),
        );
        expect(new Set(labels).size, `${language} ${id}`).toBe(labels.length);
      }
    }
  });
});
