import { AuthEvents, Streams, UserSnapshot } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';

export interface RecruiterContact {
  name: string;
  email?: string;
}

/**
 * The team's names and e-mail addresses, kept in memory from the AUTH stream (a staff token carries the name
 * only): the recruiter's contact printed at the top of a client CV.
 */
export class StaffContacts {
  private readonly contacts = new Map<string, { version: number; contact: RecruiterContact | null }>();

  static async follow(bus: EventBus): Promise<StaffContacts> {
    const contacts = new StaffContacts();
    await bus.follow(Streams.auth, (event) => {
      const known = contacts.contacts.get(event.aggregateId);
      if (known && known.version >= event.version) return;
      if (event.type === AuthEvents.userDeleted) return void contacts.contacts.set(event.aggregateId, { version: event.version, contact: null });
      if (event.type !== AuthEvents.userCreated && event.type !== AuthEvents.userUpdated) return;
      const user = UserSnapshot.safeParse(event.data);
      if (user.success) contacts.contacts.set(event.aggregateId, { version: event.version, contact: { name: user.data.name, email: user.data.email } });
    });
    return contacts;
  }

  /** The caller's contact: their current name and address when known, else the name their token carries. */
  of(staff: { userId: string; name: string }): RecruiterContact {
    return this.contacts.get(staff.userId)?.contact ?? { name: staff.name };
  }
}
