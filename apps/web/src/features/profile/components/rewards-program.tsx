import type { User } from '@fairway/contract/profile.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useEnrollRewardsMutation } from '../api/profile-api.ts';
import type { ProfileFacility } from './profile-form.tsx';

/** The rewards program as the engine's settings describe it (checkout.optIn.rewardsProgram). */
export interface RewardsProgramSetting {
  enabled: boolean;
  message: string | null;
}

/** Rewards-program enrolment per facility (SPEC §7 opt-in POST, §8 failure message). */
export function RewardsProgram({
  user,
  facilities,
  setting,
}: {
  user: User;
  facilities: readonly ProfileFacility[];
  setting: RewardsProgramSetting;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [enroll, { isLoading, isError }] = useEnrollRewardsMutation();
  if (!setting.enabled || facilities.length === 0) return null;
  return (
    <section className="form" aria-labelledby={headingId} data-testid="rewards-program">
      <h2 id={headingId} className="dialog__title">
        {t('profile.rewards.title')}
      </h2>
      {setting.message ? <p className="field__hint">{setting.message}</p> : null}
      <FormAlert message={isError ? t('profile.rewards.failed') : null} testId="rewards-error" />
      <ul className="form plain-list">
        {facilities.map((facility) => {
          const enrolled = user.facilityCustomers[facility.courseId]?.rewardsProgramEnrolled ?? false;
          return (
            <li key={facility.gnFacilityId} className="form__actions">
              <span>{facility.name}</span>
              {enrolled ? (
                <span className="badge">{t('profile.rewards.enrolled')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={isLoading}
                  onClick={() => void enroll({ gnFacilityId: facility.gnFacilityId })}
                  aria-label={t('profile.rewards.joinAt', { facility: facility.name })}
                >
                  {t('profile.rewards.join')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
