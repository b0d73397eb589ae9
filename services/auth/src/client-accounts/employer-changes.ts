import { CatalogEvents, EmployerSnapshot, MergeEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { PasswordLinkStore } from '../password-links/store';
import type { ClientAccountStore } from './store';

/**
 * The catalog's employer events keep the client accounts true (decision 0130): a contact removed from the employer, or
 * the employer deleted or merged into another, loses the account and its links; a renamed employer is shown renamed.
 * Removing what is gone again changes nothing, so a repeated event is harmless.
 */
export function clientAccountsOfEmployers(accounts: ClientAccountStore, links: PasswordLinkStore): Projection {
  const remove = async (ids: string[]) => {
    for (const id of ids) await links.removeOf(id);
  };
  return {
    name: 'auth-client-accounts-employers',
    stream: Streams.catalog,
    handles: [CatalogEvents.employerUpdated, CatalogEvents.employerDeleted, MergeEvents.employersMerged],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type !== CatalogEvents.employerUpdated) return remove(await accounts.removeOfEmployer(event.aggregateId));
      const employer = EmployerSnapshot.pick({ name: true, contacts: true, contactEmail: true }).safeParse(event.data);
      if (!employer.success) return;
      const emails = [...(employer.data.contacts ?? []).map((contact) => contact.email), employer.data.contactEmail].filter((email): email is string => Boolean(email));
      await remove(await accounts.removeOfEmployer(event.aggregateId, emails));
      await accounts.renameEmployer(event.aggregateId, employer.data.name);
    },
  };
}
