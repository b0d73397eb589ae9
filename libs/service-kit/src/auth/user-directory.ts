import { AuthEvents, CandidateSessionsEnded, Streams, UserSnapshot, type EventEnvelope } from '@agency/contracts';
import type { EventBus } from '../events/bus';
import { env } from '../config';
import { TokenVerifier, type UserDirectory, type UserState } from './verifier';

/**
 * Every staff user's current status and role, the revoked API keys, and the session version of each
 * candidate who ended their sessions, kept in memory from the auth service's events.
 * Each process (gateway, every service instance) follows the whole AUTH stream itself, so a disabled
 * or deleted user is refused everywhere as soon as the event arrives, without a call per request.
 */
export class EventUserDirectory implements UserDirectory {
  private readonly users = new Map<string, { version: number; state: Exclude<UserState, undefined> }>();
  /** Candidates who ended their sessions, with the session version their tokens must have now. */
  private readonly candidateSessions = new Map<string, number>();

  /** Starts following and resolves once the stored history has been read. */
  static async follow(bus: EventBus): Promise<EventUserDirectory> {
    const directory = new EventUserDirectory();
    await bus.follow(Streams.auth, (event) => directory.apply(event));
    return directory;
  }

  apply(event: EventEnvelope): void {
    if (event.type === AuthEvents.candidateSessionsEnded) {
      const ended = CandidateSessionsEnded.safeParse(event.data);
      if (ended.success && ended.data.sessionVersion > this.candidateSessionVersion(ended.data.candidateId)) {
        this.candidateSessions.set(ended.data.candidateId, ended.data.sessionVersion);
      }
      return;
    }
    const known = this.users.get(event.aggregateId);
    if (known && known.version >= event.version) return; // a repeat or an older event
    // A revoked API key's tokens (their subject is the key's id) are refused like a deleted user's (decision 0109).
    if (event.type === AuthEvents.userDeleted || event.type === AuthEvents.apiKeyRevoked) {
      this.users.set(event.aggregateId, { version: event.version, state: 'deleted' });
      return;
    }
    if (event.type !== AuthEvents.userCreated && event.type !== AuthEvents.userUpdated) return;
    const user = UserSnapshot.safeParse(event.data);
    if (!user.success) return;
    this.users.set(event.aggregateId, { version: event.version, state: { status: user.data.status, role: user.data.role, sessionVersion: user.data.sessionVersion } });
  }

  lookup(userId: string): UserState {
    return this.users.get(userId)?.state;
  }

  candidateSessionVersion(candidateId: string): number {
    return this.candidateSessions.get(candidateId) ?? 0;
  }
}

/**
 * The verifier for every process other than the auth service: keys from the auth service's JWKS
 * (`AUTH_URL`), user status from the AUTH event stream.
 */
export async function remoteTokenVerifier(bus: EventBus, authUrl = env('AUTH_URL', 'http://127.0.0.1:4100')): Promise<TokenVerifier> {
  return TokenVerifier.remote(authUrl, await EventUserDirectory.follow(bus));
}
