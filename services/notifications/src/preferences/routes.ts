import {
  EmailPreferences,
  EmailPreferencesInput,
  ErrorBody,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED,
  UnsubscribeAnswer,
  UnsubscribeQuery,
} from '@agency/contracts';
import type { FastifyRequest } from 'fastify';
import { AuthMessages, candidateOf, HttpError, type ServiceApp } from '@agency/service-kit';
import type { CandidateAddresses } from '../projections/candidates';
import type { EmailPreferenceStore } from './store';

/**
 * The candidate's own e-mail preferences (their token says whose: there is no id to change), and the one-click
 * unsubscribe a mail client posts to the List-Unsubscribe address (RFC 8058), which needs no sign-in: its token
 * names one candidate and one kind of e-mail, and only turns that off.
 */
export function registerPreferenceRoutes(app: ServiceApp, preferences: EmailPreferenceStore, candidates: CandidateAddresses): void {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  /**
   * A token outlives its candidate's erasure until it expires: it then gets the 401 that signs the portal out,
   * whatever the body (so before it is validated).
   */
  const preValidation = async (request: FastifyRequest) => {
    if (await candidates.isErased(candidateOf(request.principal).candidateId)) throw new HttpError(401, AuthMessages.candidateGone);
  };
  app.get('/api/candidate/email-preferences', { preValidation, schema: { response: { 200: EmailPreferences, ...errors } } }, async (request) =>
    preferences.of(candidateOf(request.principal).candidateId),
  );

  app.put('/api/candidate/email-preferences', { preValidation, schema: { body: EmailPreferencesInput, response: { 200: EmailPreferences, ...errors } } }, async (request) =>
    preferences.set(candidateOf(request.principal).candidateId, request.body),
  );

  app.post('/api/email-preferences/unsubscribe', { schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeAnswer, 400: ErrorBody } } }, async (request) => {
    const named = preferences.readUnsubscribeToken(request.query.token);
    if (!named) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
    if (await candidates.isErased(named.candidateId)) return { message: UNSUBSCRIBED }; // nothing is kept about them
    await preferences.set(named.candidateId, { [named.kind]: false });
    request.log.info({ candidateId: named.candidateId, kind: named.kind }, 'unsubscribed in one click');
    return { message: UNSUBSCRIBED };
  });
}
