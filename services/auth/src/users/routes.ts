import { z } from 'zod';
import { ErrorBody, IdParam, NewUserInput, User, UserList, UserUpdateInput } from '@agency/contracts';
import { conflict, HttpError, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { passwordProblem } from '../password-policy';
import type { PasswordLinkStore } from '../password-links/store';
import type { UserStore } from './store';

const GONE = 'This team member no longer exists. Refresh the list and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Team management, administrators only (enforced by the access rules in libs/contracts routes.ts).
 * Nobody can lock the team out: an administrator cannot delete or disable themself, and the last
 * active administrator cannot be removed, disabled or demoted.
 */
export function registerUserRoutes(app: ServiceApp, users: UserStore, links: PasswordLinkStore): void {
  const lastAdministrator = (name: string) =>
    conflict(`${name} is the last active administrator. Make another team member an administrator first.`);

  app.get('/api/users', { schema: { response: { 200: UserList, ...errors } } }, async () => users.list());

  app.post('/api/users', { schema: { body: NewUserInput, response: { 201: User, ...errors } } }, async (request, reply) => {
    const { password } = request.body;
    const problem = password === undefined ? null : passwordProblem(password, request.body);
    if (problem) throw new HttpError(400, problem);
    const user = await users.create(request.body);
    // Without a password, the member is e-mailed a link to choose their own (decision 0100).
    if (password === undefined) await links.request({ account: 'staff', accountId: user.id, email: user.email }, 'invitation');
    return reply.status(201).send(user);
  });

  // 'Resend invitation': a new link for a member who has not chosen a password yet; it voids the earlier ones, and
  // is limited like every link (3 an hour per member).
  app.post('/api/users/:id/invitation', { schema: { params: IdParam, response: { 204: z.null(), ...errors, 429: ErrorBody } } }, async (request, reply) => {
    const target = await users.findById(request.params.id);
    if (!target) throw notFound(GONE);
    if (!target.invitationPending) throw conflict(`${target.name} has already chosen a password. They can use 'Forgot password?' on the sign-in page.`);
    if (target.status !== 'active') throw conflict(`${target.name} is disabled. Set them active first.`);
    const link = await links.request({ account: 'staff', accountId: target.id, email: target.email }, 'invitation');
    if (!link) throw new HttpError(429, `${target.name} was sent 3 links within the hour. Try again later.`);
    await links.voidAllOf(target.id, link.linkId);
    request.log.info({ userId: target.id }, 'invitation sent again; earlier links voided');
    return reply.status(204).send(null);
  });

  app.put('/api/users/:id', { schema: { params: IdParam, body: UserUpdateInput, response: { 200: User, ...errors } } }, async (request) => {
    const actor = staffOf(request.principal);
    const target = await users.findById(request.params.id);
    if (!target) throw notFound(GONE);
    const changes = request.body;
    if (target.id === actor.userId && changes.status === 'disabled') throw conflict('You cannot disable your own account.');
    const losesAdministrator =
      target.role === 'administrator' &&
      target.status === 'active' &&
      ((changes.role !== undefined && changes.role !== 'administrator') || changes.status === 'disabled');
    if (losesAdministrator && (await users.countActiveAdministrators()) <= 1) throw lastAdministrator(target.name);
    const updated = await users.update(target.id, changes);
    if (!updated) throw notFound(GONE);
    return updated;
  });

  app.delete('/api/users/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const actor = staffOf(request.principal);
    const target = await users.findById(request.params.id);
    if (!target) throw notFound(GONE);
    if (target.id === actor.userId) throw conflict('You cannot delete your own account.');
    if (target.role === 'administrator' && target.status === 'active' && (await users.countActiveAdministrators()) <= 1) {
      throw lastAdministrator(target.name);
    }
    if (!(await users.remove(target.id))) throw notFound(GONE);
    return reply.status(204).send(null);
  });
}
