import { env, envInt } from '@agency/service-kit';
import type { TokenLifetimes } from './keys/signing-key';
import type { SignInLimit } from './sign-in-limit';

export interface AuthConfig {
  /** PKCS#8 PEM; when empty a key is generated on first start and kept in the database. */
  privateKeyPem?: string;
  tokenLifetimes: TokenLifetimes;
  firstAdministrator: { email: string; password: string; name: string };
  signInLimit: SignInLimit;
}

/** Local defaults, documented in .env.example and printed by `npm start`. Change them in production. */
export const DEFAULT_ADMIN = { email: 'admin@talentbridge.local', password: 'ChangeMe-Admin-2025!' };

export function authConfig(): AuthConfig {
  return {
    privateKeyPem: process.env.AUTH_PRIVATE_KEY,
    tokenLifetimes: { staff: env('STAFF_TOKEN_TTL', '8h'), candidate: env('CANDIDATE_TOKEN_TTL', '7d'), client: env('CLIENT_TOKEN_TTL', '8h') },
    firstAdministrator: {
      email: env('ADMIN_EMAIL', DEFAULT_ADMIN.email).toLowerCase(),
      password: env('ADMIN_PASSWORD', DEFAULT_ADMIN.password),
      name: env('ADMIN_NAME', 'Administrator'),
    },
    signInLimit: {
      perAddress: envInt('SIGN_IN_FAILURES_PER_ADDRESS', 10),
      perAccount: envInt('SIGN_IN_FAILURES_PER_ACCOUNT', 50),
      windowMs: envInt('SIGN_IN_WINDOW_SECONDS', 900) * 1000,
      familiarMs: envInt('SIGN_IN_FAMILIAR_DAYS', 30) * 24 * 60 * 60 * 1000,
    },
  };
}
