import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { Connection } from 'mongoose';
import { Audience, TOKEN_ISSUER, type UserRole } from '@agency/contracts';

const ALGORITHM = 'ES256';
/** How long the token an API key is exchanged for lasts. */
export const API_KEY_TOKEN_SECONDS = 300;

interface StoredKey {
  _id: string;
  pkcs8: string;
}

export interface TokenLifetimes {
  /** jose time spans, e.g. '8h'. */
  staff: string;
  candidate: string;
  /** An employer contact's (decision 0130). */
  client: string;
}

/**
 * The key the auth service signs tokens with, and its public half as a JWKS for every verifier.
 *
 * Given as `AUTH_PRIVATE_KEY` (PKCS#8 PEM) in production. Otherwise one is generated on first start and
 * kept in the auth database, so every auth instance signs with the same key and tokens survive restarts.
 */
export class SigningKey {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly publicJwk: JWK,
    private readonly lifetimes: TokenLifetimes,
  ) {}

  static async load(db: Connection, lifetimes: TokenLifetimes, givenPem?: string): Promise<SigningKey> {
    const pem = givenPem?.trim() ? givenPem : await storedOrNewPem(db);
    const privateKey = createPrivateKey(pem);
    const publicJwk = await exportJWK(createPublicKey(privateKey));
    publicJwk.kid = await calculateJwkThumbprint(publicJwk);
    publicJwk.alg = ALGORITHM;
    publicJwk.use = 'sig';
    return new SigningKey(privateKey, publicJwk, lifetimes);
  }

  get jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** `sv`: the user's session version; the token stops working once a password set by e-mail ends the sessions. */
  signStaff(user: { id: string; name: string; role: UserRole }, sessionVersion: number): Promise<string> {
    return this.sign(user.id, Audience.staff, this.lifetimes.staff, { role: user.role, name: user.name, sv: sessionVersion });
  }

  /**
   * A staff token for an API key (decision 0109): the key's id as subject, its role, `apiKey: true`. Short-lived:
   * the gateway asks for a new one every minute at most, and a revocation ends it everywhere before that.
   */
  signApiKey(apiKey: { id: string; name: string; role: UserRole }): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Date.now() + API_KEY_TOKEN_SECONDS * 1000;
    return this.sign(apiKey.id, Audience.staff, `${API_KEY_TOKEN_SECONDS}s`, { role: apiKey.role, name: `API key: ${apiKey.name}`, apiKey: true }).then(
      (token) => ({ token, expiresAt }),
    );
  }

  /** `sv`: the account's session version; the token stops working once the sessions are ended. */
  signCandidate(candidateId: string, sessionVersion: number): Promise<string> {
    return this.sign(candidateId, Audience.candidate, this.lifetimes.candidate, { sv: sessionVersion });
  }

  /**
   * An employer contact's token for the client portal (decision 0130): `employerId` is the one employer whose records
   * it reaches, `email` the contact's address there. Each client route's owner checks that the account, or the employer
   * with that contact, still exists, so no session version.
   */
  signClient(account: { id: string; employerId: string; email: string; name: string }): Promise<string> {
    return this.sign(account.id, Audience.client, this.lifetimes.client, { employerId: account.employerId, email: account.email, name: account.name });
  }

  /**
   * A secret for MACs of this service's own (password links' tokens), derived from the signing key: every
   * instance has it, and it changes with the key.
   */
  derivedSecret(purpose: string): Buffer {
    return createHash('sha256').update(`talentbridge:${purpose}:`).update(this.privateKey.export({ format: 'der', type: 'pkcs8' })).digest();
  }

  private sign(subject: string, audience: string, lifetime: string, claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.publicJwk.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.privateKey);
  }
}

async function storedOrNewPem(db: Connection): Promise<string> {
  const keys = db.collection<StoredKey>('signing_keys');
  const existing = await keys.findOne({ _id: 'current' });
  if (existing) return existing.pkcs8;
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const pkcs8 = await exportPKCS8(privateKey);
  try {
    await keys.insertOne({ _id: 'current', pkcs8 });
    return pkcs8;
  } catch {
    // Another instance starting at the same moment stored its key first: use that one.
    const winner = await keys.findOne({ _id: 'current' });
    if (!winner) throw new Error('Could not store or read the signing key');
    return winner.pkcs8;
  }
}
