import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CredentialType } from '@payee/contract';
import { credentialResetTokens } from '../../db/schema/index';

export function createResetTokenRepository(db: Database) {
  return {
    /** Invalidates the user's earlier unused links of this kind, then stores the new one. */
    replace: async (token: { clientId: number; kind: CredentialType; tokenHash: string; expiresAt: Date }, now: Date) => {
      await db
        .update(credentialResetTokens)
        .set({ invalidatedAt: now })
        .where(
          and(
            eq(credentialResetTokens.clientId, token.clientId),
            eq(credentialResetTokens.kind, token.kind),
            isNull(credentialResetTokens.usedAt),
            isNull(credentialResetTokens.invalidatedAt),
          ),
        );
      await db.insert(credentialResetTokens).values({ ...token, createdAt: now });
    },

    findByHash: async (tokenHash: string) => {
      const [row] = await db
        .select({
          id: credentialResetTokens.id,
          clientId: credentialResetTokens.clientId,
          kind: credentialResetTokens.kind,
          expiresAt: credentialResetTokens.expiresAt,
          usedAt: credentialResetTokens.usedAt,
          invalidatedAt: credentialResetTokens.invalidatedAt,
        })
        .from(credentialResetTokens)
        .where(eq(credentialResetTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks the link used; false when another request used it first (the row is then left alone). */
    markUsed: async (id: number, now: Date) => {
      const rows = await db
        .update(credentialResetTokens)
        .set({ usedAt: sql`${now.toISOString()}::timestamptz` })
        .where(and(eq(credentialResetTokens.id, id), isNull(credentialResetTokens.usedAt)))
        .returning({ id: credentialResetTokens.id });
      return rows.length > 0;
    },
  };
}
