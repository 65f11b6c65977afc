/** The paper sizes the starter sheet prints on. */
export const PAPERS = ['A4', 'Letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** Where US Letter is the paper in the printer; the rest of the world prints on A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'DO', 'PR', 'PA', 'SV']);

/** The paper a browser of `locale` most likely has (en-US, es-MX: Letter; en-GB, fr, de: A4). */
export function defaultPaper(locale: string): Paper {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
  } catch {
    return 'A4';
  }
}

/** Stand-ins a translated "Page {{page}} of {{pages}}" carries for the page counters. */
export const PAGE_MARK = '\uE000';
export const PAGES_MARK = '\uE001';

/** Text as a CSS string: quotes and backslashes escaped, line breaks as spaces. */
export function cssString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\n\r\f]/g, ' ')}"`;
}

/** A translated page number as CSS `content`: the marks become the page and pages counters. */
function pageNumberContent(template: string): string {
  return template
    .split(new RegExp(`(${PAGE_MARK}|${PAGES_MARK})`))
    .filter((part) => part !== '')
    .map((part) => (part === PAGE_MARK ? 'counter(page)' : part === PAGES_MARK ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

/** One course's pages: the @page name its section takes, and its footer's words. */
interface PrintedCourse {
  page: string;
  footer: string;
}

/** The @page name of a course's section (an identifier, so a course id is enough). */
export const pageNameOf = (facilityId: number) => `starter-${facilityId}`;

/**
 * The print rules of the starter sheet: the paper, and per course a named page, so each course starts
 * a page of its own and its pages' footers name the course and the day beside the page number.
 */
export function printCss(paper: Paper, courses: readonly PrintedCourse[], pageNumber: string): string {
  const size = paper === 'A4' ? 'A4' : 'letter';
  const footer = 'font: 8pt system-ui, sans-serif; color: #333;';
  return [
    `@page { size: ${size} portrait; margin: 12mm 12mm 16mm; }`,
    ...courses.map(
      ({ page, footer: words }) =>
        `@page ${page} { @bottom-left { content: ${cssString(words)}; ${footer} } ` +
        `@bottom-right { content: ${pageNumberContent(pageNumber)}; ${footer} } }\n` +
        `.starter-page[data-page="${page}"] { page: ${page}; }`,
    ),
  ].join('\n');
}
