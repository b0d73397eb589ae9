import type { Logger } from 'pino';
import { passwordProblem } from '../password-policy';
import type { UserStore } from './store';

/**
 * On a first start with no users, creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD so that
 * someone can sign in and add the team. Never touches an existing team.
 */
export async function ensureFirstAdministrator(users: UserStore, admin: { email: string; password: string; name: string }, log: Logger) {
  if ((await users.count()) > 0) return;
  try {
    await users.create({ email: admin.email, password: admin.password, name: admin.name, role: 'administrator' });
    log.info({ email: admin.email }, 'created the first administrator');
    // ADMIN_PASSWORD is the operator's choice, not set through the product: it is kept, with a warning.
    const problem = passwordProblem(admin.password, admin);
    if (problem) log.warn({ email: admin.email, problem }, 'the first administrator password (ADMIN_PASSWORD) does not meet the password policy');
  } catch (error) {
    // Another instance starting at the same moment created it first (the email is unique).
    if ((await users.count()) === 0) throw error;
  }
}
