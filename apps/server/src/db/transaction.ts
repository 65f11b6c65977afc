// What a repository may use to shape a transaction's round trips to PostgreSQL: statements that
// do not need each other's answers run together, and a transaction's last statements go with its
// COMMIT (driver/pipelined.ts sends each group as one write). Services call repository functions
// that use them, never these directly (the use case reads the same without them).
export { answerLater, finishTransaction, together } from './driver/pipelined.ts';
