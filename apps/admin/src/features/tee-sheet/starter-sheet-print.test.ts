import { describe, expect, it } from 'vitest';
import { cssString, defaultPaper, PAGE_MARK, PAGES_MARK, printCss } from './starter-sheet-print.ts';

describe('the starter sheet’s print rules', () => {
  it('picks US Letter where it is the paper in the printer, else A4', () => {
    expect(defaultPaper('en-US')).toBe('Letter');
    expect(defaultPaper('en')).toBe('Letter');
    expect(defaultPaper('es-MX')).toBe('Letter');
    expect(defaultPaper('fr-CA')).toBe('Letter');
    expect(defaultPaper('en-GB')).toBe('A4');
    expect(defaultPaper('fr')).toBe('A4');
    expect(defaultPaper('de-DE')).toBe('A4');
    expect(defaultPaper('not a locale')).toBe('A4');
  });

  it('writes a course’s name into CSS as a string that cannot end early', () => {
    expect(cssString('Pines "North" \\ } @page x {')).toBe('"Pines \\"North\\" \\\\ } @page x {"');
    expect(cssString('two\nlines')).toBe('"two lines"');
  });

  it('gives each course a named page with its footer and a translated page number', () => {
    const css = printCss(
      'A4',
      [
        { page: 'starter-1', footer: 'North · Monday' },
        { page: 'starter-2', footer: 'South · Monday' },
      ],
      `Seite ${PAGE_MARK} von ${PAGES_MARK}`,
    );
    expect(css).toContain('@page { size: A4 portrait; margin: 12mm 12mm 16mm; }');
    expect(css).toContain('@page starter-2 { @bottom-left { content: "South · Monday";');
    expect(css).toContain('@bottom-right { content: "Seite " counter(page) " von " counter(pages);');
    expect(css).toContain('.starter-page[data-page="starter-1"] { page: starter-1; }');
    expect(printCss('Letter', [], `${PAGE_MARK}/${PAGES_MARK}`)).toBe(
      '@page { size: letter portrait; margin: 12mm 12mm 16mm; }',
    );
  });
});
