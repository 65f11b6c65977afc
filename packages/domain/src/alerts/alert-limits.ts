/**
 * The most tee-time alerts a golfer keeps on one alias: the alerts screen lists them all and the
 * offer sweep reads them, so a creation past it is refused (TEE_TIME_ALERTS_FULL) until one is deleted.
 */
export const ALERTS_MAX = 200;
