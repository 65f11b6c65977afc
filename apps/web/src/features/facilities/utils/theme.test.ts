import { facilitySettingsSchema } from '@fairway/contract/facility-settings.contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@fairway/domain/facilities/color-contrast';
import { applyThemePatch, themeFromAppearance, themeVariables } from './theme.ts';

const defaults = themeFromAppearance(facilitySettingsSchema.parse({}).appearance);

describe('theme variables', () => {
  it('derives every variable from the default appearance', () => {
    const vars = themeVariables(defaults);
    expect(vars).toMatchObject({
      '--fw-primary': '#4fb488',
      '--fw-on-primary': '#000000',
      '--fw-secondary': '#676767',
      '--fw-on-secondary': '#ffffff',
      '--fw-no-results': '#676767',
      '--fw-header-image': 'none',
      '--fw-background-image': 'none',
    });
    expect(contrastRatio(vars['--fw-primary-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('wraps images in url() and honours an explicit no-results colour', () => {
    const vars = themeVariables({
      ...defaults,
      headerImage: '/static/tenants/demo/header.svg',
      noResultsColor: '#aa3300',
    });
    expect(vars['--fw-header-image']).toBe('url("/static/tenants/demo/header.svg")');
    expect(vars['--fw-no-results']).toBe('#aa3300');
  });

  it('applies a patch field by field, with null clearing an image', () => {
    const theme = applyThemePatch(
      { ...defaults, headerImage: '/a.png' },
      { primaryColor: '#123456', headerImage: null },
    );
    expect(theme).toMatchObject({ primaryColor: '#123456', secondaryColor: '#676767', headerImage: null });
  });
});
