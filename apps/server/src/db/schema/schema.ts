import * as facilities from './facilities.ts';

/** Every table of every area, for Drizzle's relational API; add each new area's schema file here. */
export const schema = { ...facilities };
