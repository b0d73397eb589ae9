/**
 * Every `/api` route of the system and who may call it. Services refuse to start with an `/api` route
 * missing here, the gateway lets only the public ones through without a token, and the authorization
 * test walks this list, so a new route is covered the moment it is added.
 *
 * - public: anyone; a staff token, when valid, may widen what is seen (e.g. job roles of every status).
 * - staff: any signed-in staff member (recruiter, manager, administrator).
 * - manager: staff with the manager or administrator role (e.g. imports and merges: decision 0123).
 * - administrator: staff with the administrator role.
 * - candidate: a signed-in candidate (candidate token).
 * - client: a signed-in contact person of an employer (client token, decision 0130); refused everywhere else, as
 *   every other caller is refused on these.
 */
export type Access = 'public' | 'staff' | 'manager' | 'administrator' | 'candidate' | 'client';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** fastify-style path, `:name` for parameters. */
  path: string;
  access: Access;
  /** The owner; 'gateway' for a route the gateway answers itself by composing the services' answers. */
  service: 'auth' | 'catalog' | 'candidates' | 'engagement' | 'portal' | 'notifications' | 'gateway';
  /** A sign-in: limited per client IP at the gateway and per account in the auth service. */
  signIn?: true;
  /** A public form (registration, lead, application): limited per client IP at the gateway. */
  publicForm?: true;
  /**
   * Only a person signed in may call it, never an integration's API key (403): managing team members, keys and
   * webhooks would let a leaked key outlive its revocation (a new administrator, a new key, a webhook that goes on
   * sending every candidate's events). Decision 0109.
   */
  peopleOnly?: true;
  /** Its body is a file, of any type, streamed through the gateway to the service (up to DOCUMENT_MAX_BYTES). */
  upload?: true;
}

export const apiRoutes = [
  { method: 'POST', path: '/api/auth/login', access: 'public', service: 'auth', signIn: true },
  { method: 'GET', path: '/api/auth/me', access: 'staff', service: 'auth' },
  { method: 'POST', path: '/api/auth/forgot-password', access: 'public', service: 'auth', publicForm: true },
  { method: 'POST', path: '/api/auth/reset-password', access: 'public', service: 'auth', signIn: true },
  { method: 'GET', path: '/api/users', access: 'administrator', service: 'auth' },
  { method: 'POST', path: '/api/users', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'PUT', path: '/api/users/:id', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'DELETE', path: '/api/users/:id', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'POST', path: '/api/users/:id/invitation', access: 'administrator', service: 'auth', peopleOnly: true },
  // API keys for integrations (decision 0109): an administrator's own sign-in only, never another key.
  { method: 'GET', path: '/api/api-keys', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'POST', path: '/api/api-keys', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'DELETE', path: '/api/api-keys/:id', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'POST', path: '/api/candidate/auth/login', access: 'public', service: 'auth', signIn: true },
  { method: 'GET', path: '/api/candidate/auth/account', access: 'candidate', service: 'auth' },
  { method: 'PUT', path: '/api/candidate/auth/password', access: 'candidate', service: 'auth' },
  { method: 'DELETE', path: '/api/candidate/auth/sessions', access: 'candidate', service: 'auth' },
  { method: 'POST', path: '/api/candidate/auth/forgot-password', access: 'public', service: 'auth', publicForm: true },
  { method: 'POST', path: '/api/candidate/auth/reset-password', access: 'public', service: 'auth', signIn: true },
  // The client portal (decision 0130): an employer's contact people, invited from the employer's page.
  { method: 'POST', path: '/api/client/auth/login', access: 'public', service: 'auth', signIn: true },
  { method: 'POST', path: '/api/client/auth/forgot-password', access: 'public', service: 'auth', publicForm: true },
  { method: 'POST', path: '/api/client/auth/reset-password', access: 'public', service: 'auth', signIn: true },
  { method: 'GET', path: '/api/client/auth/account', access: 'client', service: 'auth' },
  { method: 'GET', path: '/api/client/job-roles', access: 'client', service: 'catalog' },
  { method: 'GET', path: '/api/job-roles', access: 'public', service: 'catalog' },
  { method: 'GET', path: '/api/job-roles/export', access: 'staff', service: 'catalog' },
  { method: 'GET', path: '/api/job-roles/:slug', access: 'public', service: 'catalog' },
  { method: 'POST', path: '/api/job-roles', access: 'staff', service: 'catalog' },
  { method: 'PUT', path: '/api/job-roles/:id', access: 'staff', service: 'catalog' },
  { method: 'DELETE', path: '/api/job-roles/:id', access: 'staff', service: 'catalog' },
  // Who a job role may be given to (decision 0120).
  { method: 'GET', path: '/api/team-members', access: 'staff', service: 'catalog' },
  { method: 'GET', path: '/api/employers', access: 'staff', service: 'catalog' },
  { method: 'GET', path: '/api/employers/export', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/employers', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/employers/register', access: 'public', service: 'catalog', publicForm: true },
  { method: 'PUT', path: '/api/employers/:id', access: 'staff', service: 'catalog' },
  { method: 'DELETE', path: '/api/employers/:id', access: 'staff', service: 'catalog' },
  // The catalog owns the contacts, the auth service the accounts it is asked to make (decision 0130).
  { method: 'POST', path: '/api/employers/:id/client-invitations', access: 'staff', service: 'catalog' },
  { method: 'GET', path: '/api/candidates', access: 'staff', service: 'candidates' },
  // Exports of the staff lists (decision 0124): the list's own query, every page, as CSV or .xlsx.
  { method: 'GET', path: '/api/candidates/export', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/candidates', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/candidates/:id', access: 'staff', service: 'candidates' },
  { method: 'PUT', path: '/api/candidates/:id', access: 'staff', service: 'candidates' },
  { method: 'DELETE', path: '/api/candidates/:id', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/candidates/:id/documents', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/candidates/:id/documents', access: 'staff', service: 'candidates', upload: true },
  { method: 'GET', path: '/api/candidates/:id/documents/:documentId/file', access: 'staff', service: 'candidates' },
  { method: 'DELETE', path: '/api/candidates/:id/documents/:documentId', access: 'staff', service: 'candidates' },
  // The branded PDF a client is sent (issue 33, decision 0129): generated on each call, kept nowhere here.
  { method: 'POST', path: '/api/candidates/:id/client-cv', access: 'staff', service: 'candidates' },
  // Saved searches of the candidate list (decision 0136): a person's own, private or shared (their alerts e-mail them); only the owner changes one.
  { method: 'GET', path: '/api/saved-searches', access: 'staff', service: 'candidates', peopleOnly: true },
  { method: 'POST', path: '/api/saved-searches', access: 'staff', service: 'candidates', peopleOnly: true },
  { method: 'PATCH', path: '/api/saved-searches/:id', access: 'staff', service: 'candidates', peopleOnly: true },
  { method: 'DELETE', path: '/api/saved-searches/:id', access: 'staff', service: 'candidates', peopleOnly: true },
  // Imports of spreadsheets (issue 32, decision 0123): each in the service owning the records (employers: catalog).
  { method: 'GET', path: '/api/imports/candidates', access: 'manager', service: 'candidates' },
  { method: 'POST', path: '/api/imports/candidates', access: 'manager', service: 'candidates', upload: true },
  { method: 'GET', path: '/api/imports/candidates/:id', access: 'manager', service: 'candidates' },
  { method: 'GET', path: '/api/imports/candidates/:id/preview', access: 'manager', service: 'candidates' },
  { method: 'PUT', path: '/api/imports/candidates/:id/settings', access: 'manager', service: 'candidates' },
  { method: 'POST', path: '/api/imports/candidates/:id/start', access: 'manager', service: 'candidates' },
  { method: 'GET', path: '/api/imports/candidates/:id/refused', access: 'manager', service: 'candidates' },
  { method: 'POST', path: '/api/imports/candidates/:id/undo', access: 'manager', service: 'candidates' },
  { method: 'GET', path: '/api/imports/employers', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/employers', access: 'manager', service: 'catalog', upload: true },
  { method: 'GET', path: '/api/imports/employers/:id', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/imports/employers/:id/preview', access: 'manager', service: 'catalog' },
  { method: 'PUT', path: '/api/imports/employers/:id/settings', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/employers/:id/start', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/imports/employers/:id/refused', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/employers/:id/undo', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/imports/job-roles', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/job-roles', access: 'manager', service: 'catalog', upload: true },
  { method: 'GET', path: '/api/imports/job-roles/:id', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/imports/job-roles/:id/preview', access: 'manager', service: 'catalog' },
  { method: 'PUT', path: '/api/imports/job-roles/:id/settings', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/job-roles/:id/start', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/imports/job-roles/:id/refused', access: 'manager', service: 'catalog' },
  { method: 'POST', path: '/api/imports/job-roles/:id/undo', access: 'manager', service: 'catalog' },
  // A folder of CVs (issue 32, decision 0127): a batch, its files one per upload (or one .zip), its review, its confirm.
  { method: 'POST', path: '/api/imports/cv-folder', access: 'manager', service: 'candidates' },
  { method: 'POST', path: '/api/imports/cv-folder/:id/files', access: 'manager', service: 'candidates', upload: true },
  { method: 'GET', path: '/api/imports/cv-folder/:id', access: 'manager', service: 'candidates' },
  { method: 'POST', path: '/api/imports/cv-folder/:id/confirm', access: 'manager', service: 'candidates' },
  { method: 'GET', path: '/api/applications', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/applications/export', access: 'staff', service: 'candidates' },
  // Staff set an application's status (decision 0120).
  { method: 'PATCH', path: '/api/applications/:id', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/applications/apply-and-register', access: 'public', service: 'candidates', publicForm: true },
  { method: 'GET', path: '/api/interactions', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/interactions/export', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/interactions/authors', access: 'staff', service: 'engagement' },
  { method: 'POST', path: '/api/interactions', access: 'staff', service: 'engagement' },
  { method: 'PUT', path: '/api/interactions/:id', access: 'staff', service: 'engagement' },
  { method: 'DELETE', path: '/api/interactions/:id', access: 'staff', service: 'engagement' },
  // Tasks (decision 0135): from interactions' next steps or added by hand; who may see and change whose is checked in the service.
  { method: 'GET', path: '/api/tasks', access: 'staff', service: 'engagement' },
  { method: 'POST', path: '/api/tasks', access: 'staff', service: 'engagement' },
  { method: 'PATCH', path: '/api/tasks/:id', access: 'staff', service: 'engagement' },
  { method: 'DELETE', path: '/api/tasks/:id', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/placements', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/placements/export', access: 'staff', service: 'engagement' },
  { method: 'POST', path: '/api/placements', access: 'staff', service: 'engagement' },
  { method: 'PUT', path: '/api/placements/:id', access: 'staff', service: 'engagement' },
  { method: 'DELETE', path: '/api/placements/:id', access: 'staff', service: 'engagement' },
  // Each job role's candidate pipeline (decision 0128): under /api/job-pipeline, as /api/job-roles is the catalog's prefix.
  { method: 'GET', path: '/api/job-pipeline/roles/:id', access: 'staff', service: 'engagement' },
  { method: 'POST', path: '/api/job-pipeline/roles/:id', access: 'staff', service: 'engagement' },
  { method: 'PATCH', path: '/api/job-pipeline/entries/:entryId', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/job-pipeline/stages', access: 'staff', service: 'engagement' },
  { method: 'PUT', path: '/api/job-pipeline/stages', access: 'administrator', service: 'engagement' },
  // Submissions with the candidate's consent (decision 0132): staff send and follow them, the candidate answers, the client sees and answers.
  { method: 'POST', path: '/api/job-pipeline/roles/:id/submissions', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/job-pipeline/roles/:id/submission-check', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/submissions', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/submissions/settings', access: 'staff', service: 'engagement' },
  { method: 'PUT', path: '/api/submissions/settings', access: 'administrator', service: 'engagement' },
  { method: 'POST', path: '/api/submissions/:id/phone-consent', access: 'staff', service: 'engagement' },
  { method: 'POST', path: '/api/submissions/:id/interview', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/candidate/submissions', access: 'candidate', service: 'engagement' },
  { method: 'POST', path: '/api/candidate/submissions/:id/consent', access: 'candidate', service: 'engagement' },
  { method: 'GET', path: '/api/client/submissions', access: 'client', service: 'engagement' },
  { method: 'GET', path: '/api/client/submissions/:id/cv', access: 'client', service: 'engagement' },
  { method: 'POST', path: '/api/client/submissions/:id/feedback', access: 'client', service: 'engagement' },
  { method: 'GET', path: '/api/client/interviews', access: 'client', service: 'engagement' },
  { method: 'POST', path: '/api/leads', access: 'public', service: 'engagement', publicForm: true },
  { method: 'GET', path: '/api/leads', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/leads/export', access: 'staff', service: 'engagement' },
  { method: 'PUT', path: '/api/leads/:id', access: 'staff', service: 'engagement' },
  { method: 'GET', path: '/api/candidate/profile', access: 'candidate', service: 'candidates' },
  { method: 'PUT', path: '/api/candidate/profile', access: 'candidate', service: 'candidates' },
  { method: 'GET', path: '/api/candidate/education', access: 'candidate', service: 'candidates' },
  { method: 'POST', path: '/api/candidate/education', access: 'candidate', service: 'candidates' },
  { method: 'PUT', path: '/api/candidate/education/:id', access: 'candidate', service: 'candidates' },
  { method: 'DELETE', path: '/api/candidate/education/:id', access: 'candidate', service: 'candidates' },
  { method: 'GET', path: '/api/candidate/employment', access: 'candidate', service: 'candidates' },
  { method: 'POST', path: '/api/candidate/employment', access: 'candidate', service: 'candidates' },
  { method: 'PUT', path: '/api/candidate/employment/:id', access: 'candidate', service: 'candidates' },
  { method: 'DELETE', path: '/api/candidate/employment/:id', access: 'candidate', service: 'candidates' },
  { method: 'GET', path: '/api/candidate/documents', access: 'candidate', service: 'candidates' },
  { method: 'POST', path: '/api/candidate/documents', access: 'candidate', service: 'candidates', upload: true },
  { method: 'GET', path: '/api/candidate/documents/:documentId/file', access: 'candidate', service: 'candidates' },
  { method: 'DELETE', path: '/api/candidate/documents/:documentId', access: 'candidate', service: 'candidates' },
  { method: 'GET', path: '/api/candidate/job-matches', access: 'candidate', service: 'portal' },
  { method: 'POST', path: '/api/candidate/job-matches/:id/interest', access: 'candidate', service: 'portal' },
  { method: 'GET', path: '/api/candidate/appointments', access: 'candidate', service: 'portal' },
  { method: 'POST', path: '/api/candidate/appointments/:id/confirm', access: 'candidate', service: 'portal' },
  { method: 'GET', path: '/api/candidate/messages', access: 'candidate', service: 'portal' },
  { method: 'POST', path: '/api/candidate/messages/:id/read', access: 'candidate', service: 'portal' },
  { method: 'POST', path: '/api/candidate/messages/:id/replies', access: 'candidate', service: 'portal' },
  { method: 'GET', path: '/api/candidate/applications', access: 'candidate', service: 'candidates' },
  { method: 'GET', path: '/api/job-matches', access: 'staff', service: 'portal' },
  { method: 'POST', path: '/api/job-matches', access: 'staff', service: 'portal' },
  { method: 'DELETE', path: '/api/job-matches/:id', access: 'staff', service: 'portal' },
  { method: 'GET', path: '/api/appointments', access: 'staff', service: 'portal' },
  { method: 'GET', path: '/api/messages', access: 'staff', service: 'portal' },
  { method: 'GET', path: '/api/emails', access: 'staff', service: 'notifications' },
  { method: 'GET', path: '/api/candidate/email-preferences', access: 'candidate', service: 'notifications' },
  { method: 'PUT', path: '/api/candidate/email-preferences', access: 'candidate', service: 'notifications' },
  // One click in the mail client (RFC 8058): the token in the address names the candidate and the e-mails.
  { method: 'POST', path: '/api/email-preferences/unsubscribe', access: 'public', service: 'notifications' },
  { method: 'POST', path: '/api/messages', access: 'staff', service: 'portal' },
  { method: 'POST', path: '/api/messages/:id/replies', access: 'staff', service: 'portal' },
  // A staff member's own optional e-mails (decision 0121): a person's choice, not an integration's.
  { method: 'GET', path: '/api/staff/email-preferences', access: 'staff', service: 'notifications', peopleOnly: true },
  { method: 'PUT', path: '/api/staff/email-preferences', access: 'staff', service: 'notifications', peopleOnly: true },
  // Webhooks (decision 0110): the endpoints the platform POSTs chosen events to, and each endpoint's deliveries.
  { method: 'GET', path: '/api/webhooks', access: 'administrator', service: 'notifications', peopleOnly: true },
  { method: 'POST', path: '/api/webhooks', access: 'administrator', service: 'notifications', peopleOnly: true },
  { method: 'PUT', path: '/api/webhooks/:id', access: 'administrator', service: 'notifications', peopleOnly: true },
  { method: 'DELETE', path: '/api/webhooks/:id', access: 'administrator', service: 'notifications', peopleOnly: true },
  { method: 'GET', path: '/api/webhooks/:id/deliveries', access: 'administrator', service: 'notifications', peopleOnly: true },
  { method: 'POST', path: '/api/webhooks/:id/test', access: 'administrator', service: 'notifications', peopleOnly: true },
  // Custom fields (decision 0125): each entity's definitions in the service that owns its records.
  { method: 'GET', path: '/api/custom-fields/candidate', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/custom-fields/candidate', access: 'administrator', service: 'candidates', peopleOnly: true },
  { method: 'PUT', path: '/api/custom-fields/candidate/:id', access: 'administrator', service: 'candidates', peopleOnly: true },
  { method: 'DELETE', path: '/api/custom-fields/candidate/:id', access: 'administrator', service: 'candidates', peopleOnly: true },
  { method: 'GET', path: '/api/custom-fields/employer', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/custom-fields/employer', access: 'administrator', service: 'catalog', peopleOnly: true },
  { method: 'PUT', path: '/api/custom-fields/employer/:id', access: 'administrator', service: 'catalog', peopleOnly: true },
  { method: 'DELETE', path: '/api/custom-fields/employer/:id', access: 'administrator', service: 'catalog', peopleOnly: true },
  { method: 'GET', path: '/api/custom-fields/job-role', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/custom-fields/job-role', access: 'administrator', service: 'catalog', peopleOnly: true },
  { method: 'PUT', path: '/api/custom-fields/job-role/:id', access: 'administrator', service: 'catalog', peopleOnly: true },
  { method: 'DELETE', path: '/api/custom-fields/job-role/:id', access: 'administrator', service: 'catalog', peopleOnly: true },
  // Tags (decision 0134): each entity's registry in the service owning its records; staff add, administrators rename and merge.
  { method: 'GET', path: '/api/tags/candidates', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/tags/candidates', access: 'staff', service: 'candidates' },
  { method: 'PATCH', path: '/api/tags/candidates/:id', access: 'administrator', service: 'candidates', peopleOnly: true },
  { method: 'POST', path: '/api/tags/candidates/merge', access: 'administrator', service: 'candidates', peopleOnly: true },
  { method: 'PATCH', path: '/api/candidates/:id/tags', access: 'staff', service: 'candidates' },
  { method: 'PUT', path: '/api/candidates/:id/owner', access: 'staff', service: 'candidates' },
  // Duplicates already stored (decision 0126): listed by staff, merged by managers, in the service owning the records.
  { method: 'GET', path: '/api/duplicates/candidates', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/duplicates/candidates/merge', access: 'manager', service: 'candidates' },
  { method: 'GET', path: '/api/duplicates/candidates/merged/:id', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/duplicates/employers', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/duplicates/employers/merge', access: 'manager', service: 'catalog' },
  { method: 'GET', path: '/api/duplicates/employers/merged/:id', access: 'staff', service: 'catalog' },
  // Bulk actions on candidates (decision 0137): small selections at once, bigger ones as a background job.
  { method: 'POST', path: '/api/candidates/bulk', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/candidates/bulk/export', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/bulk-jobs', access: 'staff', service: 'candidates' },
  { method: 'GET', path: '/api/bulk-jobs/:id', access: 'staff', service: 'candidates' },
  { method: 'POST', path: '/api/bulk-jobs/:id/cancel', access: 'staff', service: 'candidates' },
  // E-mail templates (decision 0137): managers write them, every staff member sends them.
  { method: 'GET', path: '/api/email-templates', access: 'staff', service: 'notifications' },
  { method: 'POST', path: '/api/email-templates', access: 'manager', service: 'notifications' },
  { method: 'PATCH', path: '/api/email-templates/:id', access: 'manager', service: 'notifications' },
  { method: 'DELETE', path: '/api/email-templates/:id', access: 'manager', service: 'notifications' },
  { method: 'GET', path: '/api/dashboard/stats', access: 'staff', service: 'gateway' },
  // Who exported which list, from every owning service's log (decision 0124).
  { method: 'GET', path: '/api/exports', access: 'administrator', service: 'gateway' },
  // The CRM's record pages (decision 0119): composed by the gateway from each owning service's part.
  { method: 'GET', path: '/api/candidates/:id/record', access: 'staff', service: 'gateway' },
  { method: 'GET', path: '/api/employers/:id/record', access: 'staff', service: 'gateway' },
  { method: 'GET', path: '/api/job-roles/:id/record', access: 'staff', service: 'gateway' },
  // The API's description (decision 0107): composed by the gateway from this table and the services' own.
  { method: 'GET', path: '/api/openapi.json', access: 'public', service: 'gateway' },
  { method: 'GET', path: '/api/docs', access: 'public', service: 'gateway' },
] as const satisfies readonly ApiRoute[];

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const accessByRoute = new Map<string, Access>(apiRoutes.map((route) => [routeKey(route.method, route.path), route.access]));

const peopleOnlyRoutes = new Set(apiRoutes.flatMap((route: ApiRoute) => (route.peopleOnly ? [routeKey(route.method, route.path)] : [])));

/** Whether a route as fastify registers it is for people signed in only, never an API key (`peopleOnly`). */
export function isPeopleOnly(method: string, path: string): boolean {
  return peopleOnlyRoutes.has(routeKey(method, path));
}

/** The declared access of a route as fastify registers it (`/api/users/:id`), or undefined if undeclared. */
export function declaredAccess(method: string, path: string): Access | undefined {
  return accessByRoute.get(routeKey(method, path));
}

const patterns = apiRoutes.map((route) => ({
  ...route,
  pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
}));

/** The route a concrete request path matches (`/api/users/65ab...` → `/api/users/:id`). */
export function matchApiRoute(method: string, path: string): ApiRoute | undefined {
  const upper = method.toUpperCase();
  // Exact paths first, so `/api/job-roles` never counts as `/api/job-roles/:slug`.
  return (
    patterns.find((route) => route.method === upper && route.path === path) ??
    patterns.find((route) => route.method === upper && route.pattern.test(path))
  );
}

export type ServiceName = Exclude<ApiRoute['service'], 'gateway'>;

/**
 * The path prefix a route is proxied by: its resource, `/api/<resource>`, or `/api/candidate/<resource>` for
 * the candidate's own routes and `/api/client/<resource>` for the client's (0130), `/api/custom-fields/<entity>` for each entity's custom fields (decision 0125) and `/api/duplicates/<entity>` for the duplicates of each owner's records, `/api/imports/<what>` for imports (decision 0127), `/api/tags/<entity>` for each entity's tags (0134) (`/api/candidates` is a segment of its own, apart from `/api/candidate/...`).
 */
export function routePrefix(path: string): string {
  const segments = path.split('/');
  // `/api/custom-fields/<entity>`, `/api/duplicates/<entity>`, `/api/imports/<what>`: in the service owning the entity's records (0125, 0126, 0127).
  return segments.slice(0, segments[2] === 'candidate' || segments[2] === 'client' || segments[2] === 'custom-fields' || segments[2] === 'duplicates' || segments[2] === 'imports' || segments[2] === 'tags' ? 4 : 3).join('/');
}

/**
 * The prefixes each service owns, from the table above: the gateway proxies them, so a route's owner is
 * declared once. Throws when two services would own one prefix (the gateway could not tell where it goes).
 */
export function prefixesOf(service: ServiceName): string[] {
  const owners = new Map<string, ApiRoute['service']>();
  for (const route of apiRoutes as readonly ApiRoute[]) {
    // The gateway answers its own routes before proxying (a record page under a service's prefix, 0119).
    if (route.service === 'gateway') continue;
    const prefix = routePrefix(route.path);
    const owner = owners.get(prefix);
    if (owner && owner !== route.service) throw new Error(`${prefix} is owned by both ${owner} and ${route.service}`);
    owners.set(prefix, route.service);
  }
  return [...owners].filter(([, owner]) => owner === service).map(([prefix]) => prefix);
}
