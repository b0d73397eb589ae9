import { createHmac, timingSafeEqual } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { AuthEvents, type PasswordLinkPurpose, type PasswordLinkRequested } from '@agency/contracts';
import { eventfulWrites, type OutboxRelay } from '@agency/service-kit';
import { passwordLinkModel, type PasswordLinkDoc } from './model';

/** How long a reset link works, and how many links an account may be sent within that time. */
export const LINK_LIFETIME_MS = 60 * 60_000;
export const LINKS_PER_ACCOUNT_PER_LIFETIME = 3;
/** A first password's link (an applicant's, an invitation) waits longer: it may be read the next day (decision 0096). */
export const FIRST_PASSWORD_LINK_LIFETIME_MS = 72 * 60 * 60_000;

/** Whose sign-in a link sets the password of, and where it is sent. */
export interface LinkOwner {
  account: PasswordLinkRequested['account'];
  /** The candidate's id, or the team member's. */
  accountId: string;
  email: string;
}

/**
 * Password links. `secret` keys the MAC that makes a link's token (derived from the signing key, which every
 * auth instance shares), so a token can be checked, and made again for the same link, without storing it.
 */
export function passwordLinkStore(db: Connection, secret: Buffer, relay?: OutboxRelay) {
  const model = passwordLinkModel(db);
  const writes = eventfulWrites<PasswordLinkDoc>(model, relay);
  const macOf = (linkId: string) => createHmac('sha256', secret).update(`password-link:${linkId}`).digest('base64url');

  /** The link a token names, if the token is one we made. */
  function linkIdOf(token: string): string | null {
    const [linkId, mac, ...rest] = token.split('.');
    if (!linkId || !mac || rest.length > 0 || !Types.ObjectId.isValid(linkId)) return null;
    const expected = Buffer.from(macOf(linkId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? linkId : null;
  }

  return {
    model,
    /**
     * A new link for a candidate's account or a team member's sign-in, with its event; null when the account was
     * sent as many links as it may be within a reset link's lifetime (so that nobody floods someone's inbox).
     */
    async request(owner: LinkOwner, purpose: PasswordLinkPurpose = 'reset'): Promise<{ linkId: string } | null> {
      const now = new Date();
      const recent = await model.countDocuments({ accountId: owner.accountId, createdAt: { $gt: new Date(now.getTime() - LINK_LIFETIME_MS) } });
      if (recent >= LINKS_PER_ACCOUNT_PER_LIFETIME) return null;
      const expiresAt = new Date(now.getTime() + (purpose === 'reset' ? LINK_LIFETIME_MS : FIRST_PASSWORD_LINK_LIFETIME_MS));
      const doc = await writes.create(
        { ...owner, purpose, expiresAt, usedAt: null, createdAt: now },
        AuthEvents.passwordLinkRequested,
        (link): PasswordLinkRequested => ({ linkId: String(link._id), ...owner, purpose, expiresAt: expiresAt.toISOString() }),
      );
      return { linkId: String(doc._id) };
    },
    /** Whether the account has a link of this purpose that can still be used (not to send another alike). */
    async hasUsable(accountId: string, purpose: PasswordLinkPurpose): Promise<boolean> {
      return (await model.exists({ accountId, purpose, usedAt: null, expiresAt: { $gt: new Date() } })) !== null;
    },
    /** The token of a link that can still be used, for its e-mail; null otherwise. The same link, the same token. */
    async tokenOf(linkId: string): Promise<string | null> {
      if (!Types.ObjectId.isValid(linkId)) return null;
      const link = await model.findOne({ _id: linkId, usedAt: null, expiresAt: { $gt: new Date() } }).lean();
      return link ? `${linkId}.${macOf(linkId)}` : null;
    },
    /** The usable link a token names (made by us, not used, not expired), without using it up; else null. */
    async find(token: string): Promise<{ linkId: string; account: LinkOwner['account']; accountId: string } | null> {
      const linkId = linkIdOf(token);
      if (!linkId) return null;
      const link = await model.findOne({ _id: linkId, usedAt: null, expiresAt: { $gt: new Date() } }).lean();
      return link ? { linkId, account: link.account as LinkOwner['account'], accountId: link.accountId } : null;
    },
    /** Right to erasure: the links sent to an erased candidate. */
    async removeOf(accountId: string): Promise<void> {
      await model.deleteMany({ accountId });
    },
    /**
     * Every link of the account still usable stops working (but `except`, a link just sent): called once a password
     * is set, by a link or a change (issue 30), so that a second reset link, or a first-password link sent to an old
     * address, cannot set it again; and when an invitation is sent again (issue 31), so only the newest one works.
     */
    async voidAllOf(accountId: string, except?: string): Promise<void> {
      const others = except ? { _id: { $ne: new Types.ObjectId(except) } } : {};
      await model.updateMany({ accountId, usedAt: null, ...others }, { $set: { usedAt: new Date() } });
    },
    /** Uses a link up, once: false when it was used (or ran out) meanwhile. */
    async redeem(linkId: string): Promise<boolean> {
      const result = await model.updateOne({ _id: linkId, usedAt: null, expiresAt: { $gt: new Date() } }, { $set: { usedAt: new Date() } });
      return result.modifiedCount === 1;
    },
  };
}

export type PasswordLinkStore = ReturnType<typeof passwordLinkStore>;
