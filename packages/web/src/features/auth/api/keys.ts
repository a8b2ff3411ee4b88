export const authKeys = {
  invitation: (token: string) => ['invitation', token] as const,
  verifyEmail: (code: string) => ['verify-email', code] as const,
};
