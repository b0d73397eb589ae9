import type { Connection } from 'mongoose';
import { createLogger } from '@agency/service-kit';
import { authConfig } from './config';
import { authStores } from './service';
import { ensureFirstAdministrator } from './users/first-administrator';

/** Demo team members besides the administrator; they share one documented local password. */
export const DEMO_TEAM_PASSWORD = 'Demo-Team-2025!';
const demoTeam = [
  { name: 'Rita Recruiter', email: 'rita.recruiter@talentbridge.local', role: 'recruiter' as const },
  { name: 'Mark Manager', email: 'mark.manager@talentbridge.local', role: 'manager' as const },
];

/** The first administrator (as the service would create it) and a small demo team, on an empty team only. */
export async function seedAuth(db: Connection): Promise<{ users: number }> {
  const { users, ensureIndexes } = authStores(db);
  await ensureIndexes();
  if ((await users.count()) > 0) return { users: 0 };
  const quiet = createLogger('seed');
  quiet.level = 'warn';
  await ensureFirstAdministrator(users, authConfig().firstAdministrator, quiet);
  for (const member of demoTeam) await users.create({ ...member, password: DEMO_TEAM_PASSWORD });
  return { users: 1 + demoTeam.length };
}

/** The demo candidate's portal sign-in, printed by `npm start` next to the staff one. */
export const DEMO_CANDIDATE = { email: 'sarah.mitchell@example.com', password: 'ChangeMe-Candidate-2025!' };

/**
 * A portal account with a password for the demo candidate (seeded by the candidates service, whose id the
 * caller reads), once: nothing is changed when the candidate already has one.
 */
export async function seedDemoCandidateAccount(db: Connection, candidateId: string): Promise<{ accounts: number }> {
  const { candidateAccounts, ensureIndexes } = authStores(db);
  await ensureIndexes();
  if (await candidateAccounts.findByCandidateId(candidateId)) return { accounts: 0 };
  await candidateAccounts.create({ candidateId, ...DEMO_CANDIDATE });
  return { accounts: 1 };
}
