import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { call } from '../../../app/api/client';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { authKeys } from './keys';

/** What an invitation link offers; an invalid link answers 404 INVITATION_INVALID, which the page handles. */
export const useInvitationPreview = (token: string, enabled = true) =>
  useApiQuery(
    authKeys.invitation(token),
    endpoints.invitationPreview,
    { params: { token } },
    { retry: false, enabled, meta: { handlesErrors: true } },
  );

/**
 * Verifies the e-mail code once when the page opens. A query rather than a mutation: it runs exactly
 * once per code even when React mounts the page twice in development, and the answer is kept.
 */
export const useVerifyEmail = (code: string) =>
  useQuery({
    queryKey: authKeys.verifyEmail(code),
    queryFn: () => call(endpoints.verifyEmail, { body: { code } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
