import { Navigate } from 'react-router';

/**
 * /invite/confirmed: shows the reply to the invitation being viewed. With no reservation being
 * viewed (always, until the invitations feature exists) it sends the golfer to / (SPEC §2).
 */
export function InviteConfirmedPage() {
  return <Navigate to="/" replace />;
}
