import { createHmac } from 'node:crypto';
import type { SessionClaims } from '../../product-api/src/auth/session-tokens';

/**
 * HS256 as @fastify/jwt signs (the API verifies HS256 only, with the same JWT_SECRET): the bench
 * fixtures issue their shoppers' tokens as login does, without hashing a password each.
 */
export function signerOf(secret: string): (claims: SessionClaims) => string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return (claims) => {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  };
}
