import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useGetProfileQuery } from '../api/profile-api.ts';
import { type ProfileFacility, ProfileForm } from './profile-form.tsx';
import { RewardsProgram, type RewardsProgramSetting } from './rewards-program.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

/**
 * The account tab's profile: loaded only for a signed-in customer (SPEC §6: guests and
 * anonymous visitors are skipped silently), then the profile form.
 */
export function ProfilePanel({
  enabled,
  facilities,
  rewards = { enabled: false, message: null },
}: {
  enabled: boolean;
  facilities: readonly ProfileFacility[];
  rewards?: RewardsProgramSetting;
}) {
  const { t } = useTranslation();
  const profile = useGetProfileQuery(enabled ? undefined : skipToken);
  if (!enabled) return null;
  if (profile.isError) return <FormAlert message={t('profile.errors.loadFailed')} />;
  if (!profile.data) return <p role="status">{t('profile.loading')}</p>;
  const user = profile.data;
  return (
    <div className="form">
      <p>
        {user.emailVerified ? (
          <span className="badge">{t('profile.verified')}</span>
        ) : (
          <>
            <span className="badge badge--warning">{t('profile.notVerified')}</span>{' '}
            <Link to="/profile/verify-email">{t('profile.resendVerification')}</Link>
          </>
        )}
      </p>
      <ProfileForm key={user.id} user={user} facilities={facilities} />
      <RewardsProgram user={user} facilities={facilities} setting={rewards} />
      <SignOutEverywhere />
    </div>
  );
}
