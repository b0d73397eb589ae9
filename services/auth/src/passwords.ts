import { hash, verify } from '@node-rs/argon2';

// argon2id (the package's default algorithm) with OWASP's suggested minimum: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// Checked when no account matches, so a wrong email costs as long as a wrong password
// and sign-in timing does not tell which emails have accounts.
const decoyHash = hashPassword('decoy password that matches nothing');

/**
 * True when the account exists, has a password, and the password is its own; as slow either way. An
 * account without a password yet (a candidate who applied) never matches.
 */
export async function credentialsMatch(account: { passwordHash?: string | null } | null, password: string): Promise<boolean> {
  if (!account?.passwordHash) {
    await verifyPassword(await decoyHash, password);
    return false;
  }
  return verifyPassword(account.passwordHash, password);
}
