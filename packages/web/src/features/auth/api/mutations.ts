import { endpoints } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';

// Public endpoints: their errors are shown by the page forms, never by the global policy.
export const useLogin = () => useApiMutation(endpoints.login, { form: true });
export const useRegister = () => useApiMutation(endpoints.register, { form: true });
export const useResendVerification = () =>
  useApiMutation(endpoints.resendVerification, {}, (email: string) => ({ body: { email } }));
export const useForgotPassword = () => useApiMutation(endpoints.forgotPassword, { form: true });
export const useResetPassword = () => useApiMutation(endpoints.resetPassword, { form: true });
export const useAcceptInvitation = () =>
  useApiMutation(endpoints.acceptInvitation, { form: true }, (token: string) => ({ params: { token } }));
