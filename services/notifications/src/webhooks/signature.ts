import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: 32 random bytes, `whsec_` and base64url. Shown once, at creation. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `TalentBridge-Signature` header: `v1=` and the hex HMAC-SHA256, keyed with the whole secret as UTF-8
 * text, of `${timestamp}.${body}` (the timestamp header's Unix seconds, a dot, the exact body bytes). Signing the
 * timestamp with the body lets a receiver refuse a captured delivery replayed later (docs/security.md).
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
