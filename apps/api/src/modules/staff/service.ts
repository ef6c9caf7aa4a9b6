import { validationFailed } from '../../lib/api-error';
import { verifyPassword } from '../../lib/passwords';
import { STAFF_TOKEN_TTL_MS, type AuthTokenService } from '../auth-tokens/service';
import type { StaffRepository } from './repository';

/** The same words whichever part was wrong, so the answer does not say which addresses have accounts. */
export const BAD_CREDENTIALS_MESSAGE = 'The email address or password is not correct.';

export function createStaffService(repository: StaffRepository, tokens: AuthTokenService) {
  return {
    async login(input: { email: string; password: string; userAgent?: string }) {
      const user = await repository.findForLogin(input.email.toLowerCase());
      const isValid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !isValid) throw validationFailed({ email: [BAD_CREDENTIALS_MESSAGE] }, BAD_CREDENTIALS_MESSAGE);
      const { token, expiresAt } = await tokens.issue({
        subjectType: 'staff',
        subjectId: user.id,
        ttlMs: STAFF_TOKEN_TTL_MS,
        userAgent: input.userAgent,
      });
      return { token, name: user.name, role: user.role, expires_at: expiresAt.toISOString() };
    },

    logout: (tokenId: number) => tokens.revoke(tokenId),
  };
}
