/**
 * Twilio's default opt-out and opt-in keywords for long codes
 * (https://help.twilio.com/articles/223134027): a message that is only one of them, in any case
 * with surrounding spaces, opts the sender out of or back into every message of our number.
 */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

/**
 * What an incoming message says of consent: `stop`, `start`, or undefined (HELP, anything else).
 * Twilio names it in OptOutType when the Messaging Service has Advanced Opt-Out (its own custom
 * keywords); otherwise the default keywords are read from the body.
 */
export function optInWordOf(params: Record<string, string>): 'stop' | 'start' | undefined {
  const optOutType = params.OptOutType?.trim().toUpperCase();
  if (optOutType === 'STOP') return 'stop';
  if (optOutType === 'START') return 'start';
  if (optOutType) return undefined;
  const body = (params.Body ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(body)) return 'stop';
  if (START_WORDS.has(body)) return 'start';
  return undefined;
}
