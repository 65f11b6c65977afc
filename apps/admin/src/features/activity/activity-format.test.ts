import { describe, expect, it } from 'vitest';
import { createConsoleI18n } from '../../app/i18n.ts';
import { fieldLabel, formatValue } from './activity-format.ts';

describe('a changed field’s label in the Activity', () => {
  it('says a setting by its catalogue label in the manager’s language', () => {
    const en = createConsoleI18n('en');
    const fr = createConsoleI18n('fr');
    expect(fieldLabel(en, en.t, 'settings.update', 'appearance.primaryColor')).toBe('Primary colour');
    expect(fieldLabel(fr, fr.t, 'settings.update', 'appearance.primaryColor')).toBe('Couleur principale');
    expect(fieldLabel(fr, fr.t, 'settings.update', 'checkout.optIn.caddieRequest.enabled')).toBe('Demande de caddie');
    const de = createConsoleI18n('de');
    expect(fieldLabel(de, de.t, 'settings.update', 'inventory.maxDaysOut')).toBe('Buchbare Tage im Voraus');
  });

  it('says the engine’s websites, a course’s details and its own values', () => {
    const en = createConsoleI18n('en');
    expect(fieldLabel(en, en.t, 'settings.update', 'engine.allowedOrigins.2')).toBe(
      'Websites allowed to embed the engine',
    );
    expect(fieldLabel(en, en.t, 'settings.update', 'course.address.city')).toBe('City');
    expect(fieldLabel(en, en.t, 'settings.update', 'course.settings.endTimeMinutesBeforeSunset')).toBe(
      'Last tee time (sun)',
    );
  });

  it('never shows a field’s code: an unknown one is “another detail” in the manager’s language', () => {
    const es = createConsoleI18n('es');
    expect(fieldLabel(es, es.t, 'settings.update', 'booking.maxPlayers')).toBe('Otro dato');
    expect(fieldLabel(es, es.t, 'rate.update', 'somethingNew')).toBe('Otro dato');
    expect(fieldLabel(es, es.t, 'rate.update', 'daysOfWeek')).not.toBe('Otro dato');
  });
});

describe('a changed value in the Activity', () => {
  it('reads a rich-text setting without its markup, and plain text as it is', () => {
    const en = createConsoleI18n('en');
    const welcome = { kind: 'text' as const, text: '<p>Two desert courses, <strong>one</strong> account.</p>' };
    expect(formatValue(welcome, en.t, en, 'en')).toBe('Two desert courses, one account.');
    expect(formatValue({ kind: 'text', text: '9 < 10 & 2 > 1' }, en.t, en, 'en')).toBe('9 < 10 & 2 > 1');
    expect(formatValue({ kind: 'text', text: '<img src=x onerror=alert(1)>' }, en.t, en, 'en')).toBe('');
  });
});
