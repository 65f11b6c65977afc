import type { i18n as I18n } from 'i18next';
import type { MoveTargets } from '@fairway/contract/admin.contract';
import { TEE_TIME_REFUSAL_CODES } from '@fairway/domain/admin/tee-time-refusal';
import type { ConsoleError } from '../../app/console-api.ts';

type TeeTimeRefusal = NonNullable<MoveTargets['courses'][number]['teeTimes'][number]['refusal']>;

/** Why a tee time cannot take a party, in the console's words (the same for a move target and a move's 409). */
export function teeTimeRefusalText(i18n: I18n, code: string, details: TeeTimeRefusal['details']): string {
  if (code === 'TEE_TIME_BLOCKED') return i18n.t('errors.TEE_TIME_BLOCKED', { blockReason: details.blockReason ?? '' });
  if (code === 'TEE_TIME_NOT_ENOUGH_SLOTS')
    return i18n.t('errors.TEE_TIME_NOT_ENOUGH_SLOTS', { count: details.availableSlots ?? 0 });
  return i18n.t('errors.TEE_TIME_STARTED');
}

/**
 * The tee sheet's words for a refused operation (ErrorAlert's `messages`): a tee time's refusal
 * with the server's details, else the operations' own text for its code; undefined leaves the
 * console's shared words.
 */
export function teeSheetRefusal(i18n: I18n, error: ConsoleError): string | undefined {
  if ((TEE_TIME_REFUSAL_CODES as readonly string[]).includes(error.code))
    return teeTimeRefusalText(i18n, error.code, (error.details ?? {}) as TeeTimeRefusal['details']);
  const own = `ops.errors.${error.code}`;
  return i18n.exists(own) ? i18n.t(own as 'ops.errors.CONFLICT') : undefined;
}
