// UTS #39 §5.1 "mixed-script" for one label of an e-mail address, on the Script_Extensions
// property that the JavaScript engine itself carries (no data file to keep current).

/**
 * The scripts a label may be written in: UAX #31 Table 4, "Recommended Scripts". Letters of
 * other scripts (Cherokee, Lisu and the like, whose letters copy Latin ones) are refused.
 */
const RECOMMENDED_SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
] as const;

/** UTS #39's augmented script sets: Japanese, Korean and Han-with-Bopomofo writing mix scripts by design. */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};

const SCRIPT_PATTERNS = RECOMMENDED_SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u')] as const,
);
const ANY_SCRIPT = /^[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]$/u;

/** What a label's letters are written in. */
export type LabelScript = 'single' | 'mixed' | 'not-recommended';

/** Whether a label is in one script (Common and Inherited characters fit any), mixes scripts, or uses a script outside the recommended ones. */
export function labelScript(label: string): LabelScript {
  let resolved: ReadonlySet<string> | undefined;
  for (const char of label) {
    if (ANY_SCRIPT.test(char)) continue;
    const scripts = new Set<string>();
    for (const [script, pattern] of SCRIPT_PATTERNS) {
      if (!pattern.test(char)) continue;
      scripts.add(script);
      for (const augmented of AUGMENTED[script] ?? []) scripts.add(augmented);
    }
    if (scripts.size === 0) return 'not-recommended';
    const previous = resolved;
    resolved = previous ? new Set([...previous].filter((script) => scripts.has(script))) : scripts;
    if (resolved.size === 0) return 'mixed';
  }
  return 'single';
}
