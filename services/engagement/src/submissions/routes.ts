import { z } from 'zod';
import {
  CandidateSubmission,
  CandidateSubmissionList,
  CLIENT_ACCESS_ENDED,
  ClientInterviewList,
  ClientSubmission,
  ClientSubmissionList,
  ClientSubmissionQuery,
  clientCvRef,
  ConsentAnswerInput,
  consentQuestion,
  ErrorBody,
  FeedbackInput,
  InteractionInput,
  JOB_PIPELINE_CLOSING_STAGES,
  JobPipelineRoleParam,
  PhoneConsentInput,
  RECENT_SUBMISSION_DAYS,
  RENDER_CLIENT_CV,
  RenderClientCvReply,
  Submission,
  SubmissionCheck,
  SubmissionCheckQuery,
  SubmissionInput,
  SubmissionInterviewInput,
  SubmissionList,
  SubmissionListQuery,
  SubmissionParam,
  SubmissionResult,
  SubmissionSettings,
  type ClientInterview,
  type SubmissionSnapshot,
} from '@agency/contracts';
import { AuthMessages, badRequest, candidateOf, clientOf, conflict, HttpError, notFound, sendRequest, staffOf, type EventBus, type Principal, type ServiceApp } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import type { InteractionStore } from '../interactions/store';
import { ROLE_UNKNOWN } from '../job-pipeline/routes';
import type { StageSettings } from '../job-pipeline/stages';
import type { JobPipelineStore } from '../job-pipeline/store';
import { employerRef, jobRoleRef, type EngagementReferences } from '../projections/references';
import { feedbackDueAt, type SubmissionSettingsStore } from './settings';
import type { SubmissionStore } from './store';

export const SUBMISSION_GONE = 'This submission is not known (it may have been removed). Refresh the list and try again.';
/** One answer for everything a candidate or a client may not see: theirs or not, it reads the same. */
export const REQUEST_NOT_FOUND = 'This request is not known. Refresh the page and try again.';
export const CLIENT_SUBMISSION_NOT_FOUND = 'This candidate is not known here. Refresh the page and try again.';
export const DECLINED_REASON = 'Declined to be put forward';
const CV_UNAVAILABLE = 'The CV cannot be shown right now. Please try again shortly.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const pdfFile = { description: "The candidate's CV, a PDF", content: { 'application/pdf': { schema: z.string() } } };
/** Placed is a stage a submission cannot start from either: the candidate is no longer being put forward. */
const SHUT = new Set([...JOB_PIPELINE_CLOSING_STAGES, 'placed']);
const DAY_MS = 86_400_000;

interface Dependencies {
  submissions: SubmissionStore;
  settings: SubmissionSettingsStore;
  entries: JobPipelineStore;
  stages: StageSettings;
  interactions: InteractionStore;
  references: EngagementReferences;
  view: EngagementView;
  bus: EventBus;
}

/** An attachment's header: an ASCII name for old clients and the UTF-8 one (RFC 6266) for the rest. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
const day = (iso: string) => iso.slice(0, 10);
const names = (list: string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);

/** What an answer already given reads as, for the 409 of a second one. */
function answeredAs(submission: SubmissionSnapshot, who: string): string {
  if (submission.status === 'submitted') return `${who} already agreed to be put forward (${day(submission.consent?.at ?? submission.submittedAt ?? submission.updatedAt)}).`;
  if (submission.status === 'declined') return `${who} already declined to be put forward (${day(submission.declinedAt ?? submission.updatedAt)}).`;
  return 'This request was withdrawn by the recruiter.';
}

/**
 * Submissions (decision 0132): a recruiter puts pipeline candidates forward, each candidate consents (or not) in the
 * portal or on a call, the client sees those who agreed, their CV, and gives feedback; the recruiter schedules the
 * interview the client asks for.
 */
export function registerSubmissionRoutes(app: ServiceApp, deps: Dependencies): void {
  const { submissions, settings, entries, stages, interactions, references, view, bus } = deps;
  const { candidate: candidates, employer: employers, jobRole: jobRoles, staff } = references.books;
  const candidateName = (id: string) => candidates.get(id)?.name ?? 'The candidate';

  const isOverdue = (submission: SubmissionSnapshot, hours: number) =>
    submission.status === 'submitted' && submission.feedback.length === 0 && !!submission.submittedAt && feedbackDueAt(submission.submittedAt, hours).getTime() < Date.now();
  const answer = (submission: SubmissionSnapshot, hours: number): Submission => ({
    ...submission,
    candidate: candidates.get(submission.candidateId),
    jobRole: jobRoleRef(references, submission.jobRoleId),
    employer: employerRef(references, submission.employerId),
    recruiter: staff.get(submission.recruiterId),
    overdue: isOverdue(submission, hours),
  });
  const promiseHours = async () => (await settings.get()).responsePromiseHours;

  /**
   * The entry follows the submission: forward only (an entry the recruiter moved further, or closed, stays), except a
   * move to a closing stage. An entry removed meanwhile (e.g. by a merge) is left alone.
   */
  const moveEntry = async (submission: SubmissionSnapshot, stage: string, byId: string, reason: string | null = null) => {
    const entry = await entries.find(submission.entryId);
    if (!entry) return;
    if (!JOB_PIPELINE_CLOSING_STAGES.includes(stage)) {
      const order = (await stages.list()).map((known) => known.key);
      if (SHUT.has(entry.stage) || order.indexOf(entry.stage) >= order.indexOf(stage)) return;
    }
    await entries.move(entry.id, { stage, reason, byId });
  };

  // ----- Staff -----
  const roleWithEmployer = (id: string) => {
    const role = jobRoles.get(id);
    if (!role) throw notFound(ROLE_UNKNOWN);
    if (!role.employerId) throw badRequest('This job role has no employer to submit to. Set its employer first.');
    return { ...role, employerId: role.employerId };
  };
  const sinceFlag = () => new Date(Date.now() - RECENT_SUBMISSION_DAYS * DAY_MS);

  app.post(
    '/api/job-pipeline/roles/:id/submissions',
    { schema: { params: JobPipelineRoleParam, body: SubmissionInput, response: { 201: SubmissionResult, ...errors } } },
    async (request, reply) => {
      const { userId } = staffOf(request.principal);
      const role = roleWithEmployer(request.params.id);
      if (!jobRoles.isActive(role.id)) throw badRequest('This job role was deleted: candidates can no longer be submitted to it.');
      const { candidateIds, anonymised, note, confirmRecentlySubmitted } = request.body;
      const onPipeline = await Promise.all(candidateIds.map((id) => entries.byRoleAndCandidate(role.id, id)));
      const shut = candidateIds.filter((id, index) => !onPipeline[index] || SHUT.has(onPipeline[index].stage));
      if (shut.length > 0) {
        throw badRequest(
          `Not submitted: ${names(shut.map((id) => candidates.get(id)?.name ?? id))} ${shut.length === 1 ? 'is' : 'are'} not on this role's pipeline on an open stage. Add them to the pipeline, or move them back to an open stage, first.`,
        );
      }
      const hours = await promiseHours();
      const alreadySubmitted: Submission[] = [];
      const toSend: number[] = [];
      for (const [index, id] of candidateIds.entries()) {
        const existing = await submissions.liveOf(role.id, id);
        if (existing) alreadySubmitted.push(answer(existing, hours));
        else toSend.push(index);
      }
      if (!confirmRecentlySubmitted && toSend.length > 0) {
        const recent = await submissions.recentlySubmitted(role.employerId, toSend.map((index) => candidateIds[index]!), sinceFlag());
        if (recent.length > 0) {
          const flagged = [...new Set(recent.map((submission) => candidateName(submission.candidateId)))];
          const employerName = employers.get(role.employerId)?.name ?? 'this employer';
          throw conflict(
            `${names(flagged)} ${flagged.length === 1 ? 'was' : 'were'} submitted to ${employerName} in the last 6 months. Check the earlier submission, then confirm to send again.`,
          );
        }
      }
      const created: Submission[] = [];
      for (const index of toSend) {
        const candidateId = candidateIds[index]!;
        const made = await submissions.create({ jobRoleId: role.id, employerId: role.employerId, candidateId, entryId: onPipeline[index]!.id, anonymised, note: note ?? null, recruiterId: userId });
        if (made) created.push(answer(made, hours));
        else {
          const existing = await submissions.liveOf(role.id, candidateId);
          if (existing) alreadySubmitted.push(answer(existing, hours));
        }
      }
      return reply.status(201).send({ created, alreadySubmitted });
    },
  );

  app.get(
    '/api/job-pipeline/roles/:id/submission-check',
    { schema: { params: JobPipelineRoleParam, querystring: SubmissionCheckQuery, response: { 200: SubmissionCheck, ...errors } } },
    async (request) => {
      const role = roleWithEmployer(request.params.id);
      const recent = await submissions.recentlySubmitted(role.employerId, request.query.candidateIds, sinceFlag());
      return {
        employer: employerRef(references, role.employerId),
        recentlySubmitted: recent.map((submission) => ({
          candidate: candidates.get(submission.candidateId) ?? { id: submission.candidateId, name: submission.candidateId, currentRole: null },
          jobRole: jobRoleRef(references, submission.jobRoleId),
          submittedAt: submission.submittedAt!,
          recruiter: staff.get(submission.recruiterId),
        })),
      };
    },
  );

  app.get('/api/submissions', { schema: { querystring: SubmissionListQuery, response: { 200: SubmissionList, ...errors } } }, async (request) => {
    const { jobRoleId, overdue } = request.query;
    const hours = await promiseHours();
    const list = await submissions.list(jobRoleId ? { jobRoleId } : {});
    return list.map((submission) => answer(submission, hours)).filter((submission) => overdue !== 'true' || submission.overdue);
  });

  app.get('/api/submissions/settings', { schema: { response: { 200: SubmissionSettings, ...errors } } }, () => settings.get());
  app.put('/api/submissions/settings', { schema: { body: SubmissionSettings, response: { 200: SubmissionSettings, ...errors } } }, (request) => settings.replace(request.body));

  app.post(
    '/api/submissions/:id/phone-consent',
    { schema: { params: SubmissionParam, body: PhoneConsentInput, response: { 200: Submission, ...errors } } },
    async (request) => {
      const { userId } = staffOf(request.principal);
      const current = await submissions.find(request.params.id);
      if (!current) throw notFound(SUBMISSION_GONE);
      const result = await submissions.answer(current.id, { accept: true, consent: { by: 'recruiter', recordedById: userId, note: request.body.note } });
      if (!result) throw notFound(SUBMISSION_GONE);
      const answered = result.submission;
      if (!result.answered) throw conflict(answeredAs(answered, candidateName(answered.candidateId)));
      await moveEntry(answered, 'submitted', answered.recruiterId);
      return answer(answered, await promiseHours());
    },
  );

  app.post(
    '/api/submissions/:id/interview',
    { schema: { params: SubmissionParam, body: SubmissionInterviewInput, response: { 201: Submission, ...errors } } },
    async (request, reply) => {
      const { userId } = staffOf(request.principal);
      const current = await submissions.find(request.params.id);
      if (!current) throw notFound(SUBMISSION_GONE);
      if (current.status !== 'submitted') throw conflict('Only a candidate who reached the client can be interviewed by it: this one was not submitted.');
      if (current.interviewId && view.interactions.get(current.interviewId)) {
        throw conflict('An interview is already scheduled for this submission. Change its date in the calendar.');
      }
      const roleTitle = jobRoles.get(current.jobRoleId)?.title ?? 'the role';
      const employerName = employers.get(current.employerId)?.name ?? 'the client';
      // An interaction of kind interview, like one logged by hand: the candidate's invitation and portal appointment follow from its event.
      const input = InteractionInput.safeParse({
        type: 'interview',
        subject: `Client interview: ${roleTitle} at ${employerName}`,
        date: request.body.scheduledAt,
        status: 'scheduled',
        candidateId: current.candidateId,
        employerId: current.employerId,
        jobRoleId: current.jobRoleId,
        location: request.body.location ?? null,
      });
      if (!input.success) throw badRequest(input.error.issues.map((issue) => issue.message).join('; '));
      const interview = await interactions.create(input.data, userId);
      const updated = await submissions.setInterview(current.id, interview.id);
      if (!updated) throw notFound(SUBMISSION_GONE);
      await moveEntry(updated, 'client_interview', userId);
      return reply.status(201).send(answer(updated, await promiseHours()));
    },
  );

  // ----- Candidate (portal) -----
  /** A token outlives its candidate's erasure until it expires: it then gets the 401 that signs the portal out. */
  const signedInCandidate = (principal: Principal | null) => {
    const { candidateId } = candidateOf(principal);
    if (candidates.isRemoved(candidateId)) throw new HttpError(401, AuthMessages.candidateGone);
    return candidateId;
  };
  const ownRequest = async (principal: Principal | null, id: string) => {
    const candidateId = signedInCandidate(principal);
    const submission = await submissions.find(id);
    if (!submission || submission.candidateId !== candidateId) throw notFound(REQUEST_NOT_FOUND);
    return submission;
  };

  /** The request or past submission as the candidate sees it, with the question verbatim. */
  const toCandidate = (submission: SubmissionSnapshot): CandidateSubmission => {
    const role = jobRoles.get(submission.jobRoleId);
    const employerName = employers.get(submission.employerId)?.name ?? 'the employer';
    const title = role?.title ?? 'a role';
    return {
      id: submission.id,
      status: submission.status,
      jobRole: { title, slug: role?.slug ?? null },
      employer: { name: employerName },
      question: consentQuestion(title, employerName),
      askedAt: submission.createdAt,
      submittedAt: submission.submittedAt,
    };
  };

  app.get('/api/candidate/submissions', { schema: { response: { 200: CandidateSubmissionList, ...errors } } }, async (request) => {
    const candidateId = signedInCandidate(request.principal);
    // Their requests awaiting an answer, where their profile was sent, and what they said no to (their own answers).
    return (await submissions.list({ candidateId, status: { $in: ['awaiting_consent', 'submitted', 'declined'] } })).map(toCandidate);
  });

  app.post(
    '/api/candidate/submissions/:id/consent',
    {
      // An erased candidate's token, still unexpired, gets the 401 that signs the portal out, whatever the body.
      preValidation: async (request) => void signedInCandidate(request.principal),
      schema: { params: SubmissionParam, body: ConsentAnswerInput, response: { 200: CandidateSubmission, ...errors } },
    },
    async (request) => {
      const current = await ownRequest(request.principal, request.params.id);
      if (current.status !== 'awaiting_consent') throw conflict(answeredAs(current, 'You'));
      const accept = request.body.decision === 'accept';
      const result = await submissions.answer(current.id, accept ? { accept: true, consent: { by: 'candidate', recordedById: null, note: null } } : { accept: false });
      if (!result) throw notFound(REQUEST_NOT_FOUND);
      const answered = result.submission;
      // Answered meanwhile (another tab, or a recruiter from a call): what was answered stands.
      if (!result.answered) throw conflict(answeredAs(answered, 'You'));
      if (accept) await moveEntry(answered, 'submitted', answered.recruiterId);
      else await moveEntry(answered, 'withdrawn', answered.recruiterId, DECLINED_REASON);
      return toCandidate(answered);
    },
  );

  // ----- Client (portal) -----
  /** The token's employer and contact, while the e-mail is still one of its contacts (decision 0130). */
  const clientAccess = (principal: Principal | null) => {
    const client = clientOf(principal);
    const employer = employers.get(client.employerId);
    const email = client.email.trim().toLowerCase();
    const contact = employers.isActive(client.employerId) ? employer?.contacts.find((known) => known.email === email) : undefined;
    if (!employer || !contact) throw new HttpError(401, CLIENT_ACCESS_ENDED);
    return { employerId: employer.id, contact };
  };
  /** Reached the client, of this employer, and the candidate not erased since (decision 0024): nothing else is the client's. */
  const shownToClient = (submission: SubmissionSnapshot, employerId: string) =>
    submission.employerId === employerId && submission.status === 'submitted' && !candidates.isRemoved(submission.candidateId);
  /** Only submissions that reached the client, of the token's employer: anything else reads as not there. */
  const clientSubmission = async (principal: Principal | null, id: string) => {
    const access = clientAccess(principal);
    const submission = await submissions.find(id);
    if (!submission || !shownToClient(submission, access.employerId)) throw notFound(CLIENT_SUBMISSION_NOT_FOUND);
    return { ...access, submission };
  };
  const candidateLabel = (submission: SubmissionSnapshot) =>
    submission.anonymised ? `Candidate ${clientCvRef(submission.candidateId)}` : (candidates.get(submission.candidateId)?.name ?? `Candidate ${clientCvRef(submission.candidateId)}`);
  const interviewOf = (submission: SubmissionSnapshot) => {
    const interaction = submission.interviewId ? view.interactions.get(submission.interviewId) : null;
    return interaction && interaction.status !== 'cancelled' ? { id: interaction.id, scheduledAt: interaction.date, location: interaction.location ?? null } : null;
  };

  const stageLabels = async () => new Map((await stages.list()).map((stage) => [stage.key, stage.label]));
  /** The submission as the client sees it: the entry's stage by its label, the feedback due date, the interview. */
  const toClient = async (submission: SubmissionSnapshot, hours: number, labels: Map<string, string>): Promise<ClientSubmission> => {
    const entry = await entries.find(submission.entryId);
    return {
      id: submission.id,
      jobRole: { id: submission.jobRoleId, title: jobRoles.get(submission.jobRoleId)?.title ?? '' },
      candidateLabel: candidateLabel(submission),
      headline: candidates.get(submission.candidateId)?.currentRole ?? null,
      anonymised: submission.anonymised,
      note: submission.note,
      stage: labels.get(entry?.stage ?? 'submitted') ?? labels.get('submitted') ?? 'Submitted to client',
      submittedAt: submission.submittedAt!,
      feedback: submission.feedback,
      feedbackDueAt: feedbackDueAt(submission.submittedAt!, hours).toISOString(),
      interview: interviewOf(submission),
    };
  };

  app.get('/api/client/submissions', { schema: { querystring: ClientSubmissionQuery, response: { 200: ClientSubmissionList, ...errors } } }, async (request) => {
    const { employerId } = clientAccess(request.principal);
    const { jobRoleId } = request.query;
    const [hours, labels, list] = await Promise.all([promiseHours(), stageLabels(), submissions.list({ employerId, status: 'submitted', ...(jobRoleId ? { jobRoleId } : {}) })]);
    const answers: ClientSubmission[] = [];
    for (const submission of list) if (shownToClient(submission, employerId)) answers.push(await toClient(submission, hours, labels));
    return answers;
  });

  app.get('/api/client/submissions/:id/cv', { schema: { params: SubmissionParam, response: { 200: pdfFile, ...errors } } }, async (request, reply) => {
    const { submission } = await clientSubmission(request.principal, request.params.id);
    const made = await sendRequest(
      bus.connection,
      RENDER_CLIENT_CV,
      { candidateId: submission.candidateId, anonymised: submission.anonymised, note: submission.note, recruiterId: submission.recruiterId },
      RenderClientCvReply,
      10_000,
    );
    if (!made) throw new HttpError(503, CV_UNAVAILABLE);
    if (!made.ok) throw made.status === 404 ? notFound(CLIENT_SUBMISSION_NOT_FOUND) : new HttpError(made.status, made.message);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(made.fileName))
      // A candidate's personal data: kept by no shared cache.
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(made.pdfBase64, 'base64') as never);
  });

  app.post(
    '/api/client/submissions/:id/feedback',
    { schema: { params: SubmissionParam, body: FeedbackInput, response: { 201: ClientSubmission, ...errors } } },
    async (request, reply) => {
      const { submission, contact } = await clientSubmission(request.principal, request.params.id);
      const { kind, reason, proposedTimes } = request.body;
      if (proposedTimes.some((time) => Date.parse(time) <= Date.now())) throw badRequest('Propose times in the future.');
      const updated = await submissions.addFeedback(submission.id, {
        kind,
        reason: kind === 'not_suitable' ? (reason?.trim() ?? null) : (reason?.trim() || null),
        proposedTimes: kind === 'interview_requested' ? proposedTimes.map((time) => new Date(time).toISOString()) : [],
        contactName: contact.name,
      });
      if (!updated || updated.status !== 'submitted') throw notFound(CLIENT_SUBMISSION_NOT_FOUND);
      // Not suitable closes the candidate's entry with the client's reason, as the recruiter who submitted would.
      if (kind === 'not_suitable') await moveEntry(updated, 'rejected', updated.recruiterId, reason!.trim());
      return reply.status(201).send(await toClient(updated, await promiseHours(), await stageLabels()));
    },
  );

  app.get('/api/client/interviews', { schema: { response: { 200: ClientInterviewList, ...errors } } }, async (request) => {
    const { employerId } = clientAccess(request.principal);
    const list = await submissions.list({ employerId, status: 'submitted' });
    const interviews: ClientInterview[] = [];
    for (const submission of list) {
      const interview = shownToClient(submission, employerId) ? interviewOf(submission) : null;
      if (!interview) continue;
      interviews.push({
        id: interview.id,
        submissionId: submission.id,
        jobRole: { id: submission.jobRoleId, title: jobRoles.get(submission.jobRoleId)?.title ?? '' },
        candidateLabel: candidateLabel(submission),
        scheduledAt: interview.scheduledAt,
        location: interview.location,
      });
    }
    return interviews.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  });
}
