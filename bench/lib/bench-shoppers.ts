import { issueSessionToken } from '../../product-api/src/auth/session-tokens';
import type { Database } from '../../product-api/src/db/client';
import { users } from '../../product-api/src/db/schema';
import { signerOf } from './session-signer';

/** As long as a bench and its warm-up could run. */
const TOKEN_TTL_SECONDS = 6 * 3600;

/**
 * `count` customers written straight into the database (no password: the bench signs their
 * tokens), e-mails `bench-<name>-<n>@example.mt`, in chunks a single statement can carry.
 */
export async function insertShoppers(db: Database, name: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let first = 0; first < count; first += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - first) }, (_, k) => ({
          email: `bench-${name}-${first + k}@example.mt`,
          passwordHash: 'not-a-hash',
          firstName: 'Bench',
          lastName: `Shopper ${first + k}`,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Each customer's session token as login issues it, signed with the API's JWT_SECRET. */
export async function shopperTokens(db: Database, userIds: number[]): Promise<string[]> {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be set (the API must verify the tokens)');
  const sign = signerOf(secret);
  const tokens: string[] = [];
  for (const userId of userIds) tokens.push(await issueSessionToken(db, sign, userId, TOKEN_TTL_SECONDS));
  return tokens;
}
