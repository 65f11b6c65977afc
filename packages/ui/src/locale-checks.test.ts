import { describe, expect, it } from 'vitest';
import { copiedFromEnglish, englishWordsLeft } from './locale-checks.ts';

describe('the English-left checks', () => {
  it('catch a sentence left in English, in any nested string', () => {
    const left = englishWordsLeft('fr', {
      optIn: { label: 'I would like to receive e-mail news and offers from {{facility}}.' },
      done: 'Réservation confirmée',
    });
    expect(left).toEqual(['optIn.label: I would like to receive e-mail news and offers from {{facility}}.']);
  });

  it('let a marker that is also a word of the language pass ("an" in German)', () => {
    expect(englishWordsLeft('de', { sent: 'Gesendet an {{email}}' })).toEqual([]);
  });

  it('catch a label copied from English, but not one whose every word is the same word in the language', () => {
    const english = { gift: 'Gift Certificate', total: 'Total' };
    expect(copiedFromEnglish('fr', english, { gift: 'Gift Certificate', total: 'Total' })).toEqual([
      'gift: Gift Certificate',
    ]);
  });
});
