import { settingDescriptor } from '@fairway/contract/facility-settings-groups';
import { describe, expect, it } from 'vitest';
import { createConsoleI18n } from '../../app/i18n.ts';
import { clockOf, minutesOf, settingValueWords, sunOffsetWords } from './setting-words.ts';

describe('settings said in words', () => {
  it('says a sun offset as a phrase in the manager’s language', () => {
    const en = createConsoleI18n('en');
    expect(sunOffsetWords(en.t, -60, 'sunset')).toBe('1 hour before sunset');
    expect(sunOffsetWords(en.t, 90, 'sunrise')).toBe('90 minutes after sunrise');
    expect(sunOffsetWords(en.t, 0, 'sunset')).toBe('At sunset');
    const fr = createConsoleI18n('fr');
    expect(sunOffsetWords(fr.t, -120, 'sunset')).toBe('2 heures avant le coucher du soleil');
    const de = createConsoleI18n('de');
    expect(sunOffsetWords(de.t, 30, 'sunrise')).toBe('30 Minuten nach Sonnenaufgang');
  });

  it('shows minutes after midnight as a time of day, and reads one back', () => {
    expect(clockOf(420)).toBe('07:00');
    expect(clockOf(1195)).toBe('19:55');
    expect(minutesOf('07:00')).toBe(420);
    expect(minutesOf('')).toBeNull();
  });

  it('says a value with its unit, its choice or “not set”', () => {
    const fr = createConsoleI18n('fr');
    const days = settingDescriptor('inventory.maxDaysOut')!;
    expect(settingValueWords(fr.t, 'fr', days, 1)).toBe('1 jour');
    expect(settingValueWords(fr.t, 'fr', days, 14)).toBe('14 jours');
    const window = settingDescriptor('inventory.reservationWindowType')!;
    expect(settingValueWords(fr.t, 'fr', window, 'minutes-after-midnight')).toBe('Heures fixes');
    const clock = settingDescriptor('inventory.startTimeMinutesAfterMidnight')!;
    expect(settingValueWords(fr.t, 'fr', clock, null)).toBe('Non défini');
    expect(settingValueWords(fr.t, 'fr', clock, 450)).toBe('07:30');
  });
});
