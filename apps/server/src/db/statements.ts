// Statements a repository builds once and runs by name on each connection (the checkout's hot
// path). How they reach PostgreSQL past drizzle's per-call work is the driver's business
// (driver/prepared.ts); repositories import them from here.
export { executeNamed, preparedByKeys, preparedByShape, preparedQuery, preparedSql } from './driver/prepared.ts';
