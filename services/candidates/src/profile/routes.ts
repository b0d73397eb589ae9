import { CandidateProfile, CandidateProfileUpdate, ErrorBody } from '@agency/contracts';
import { AuthMessages, candidateOf, HttpError, type EventBus, type ServiceApp } from '@agency/service-kit';
import { emailUsedByAnother, type CandidateStore } from '../candidates/store';
import { changeSignInEmail } from './email-change';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };
// Erased between the check on arrival and the read or write.
const gone = () => new HttpError(401, AuthMessages.candidateGone);

interface Dependencies {
  candidates: CandidateStore;
  bus: EventBus;
  /** How long to wait for the auth service's password check. */
  authTimeoutMs: number;
}

/** The candidate's own profile in the portal: read it, and change some of its fields. */
export function registerProfileRoutes(app: ServiceApp, { candidates, bus, authTimeoutMs }: Dependencies): void {
  app.get('/api/candidate/profile', { schema: { response: { 200: CandidateProfile, ...errors } } }, async (request) => {
    const candidate = await candidates.findById(candidateOf(request.principal).candidateId);
    if (!candidate) throw gone();
    return candidate;
  });

  app.put('/api/candidate/profile', { schema: { body: CandidateProfileUpdate, response: { 200: CandidateProfile, ...errors } } }, async (request) => {
    const { candidateId } = candidateOf(request.principal);
    const { currentPassword, ...changes } = request.body;
    if (changes.email !== undefined) {
      const current = await candidates.findById(candidateId);
      if (!current) throw gone();
      if (changes.email !== current.email) {
        // Refused before the sign-in moves; the write's unique index still decides a race, after it.
        if (candidates.findByEmail(changes.email)) throw emailUsedByAnother(changes.email);
        await changeSignInEmail(bus, { candidateId, email: changes.email, password: currentPassword, address: request.ip }, authTimeoutMs);
      }
    }
    const candidate = await candidates.updateOwn(candidateId, changes, { kind: 'candidate', id: candidateId, name: null });
    if (!candidate) throw gone();
    return candidate;
  });
}
