// Seeds demo data through each service's own code. Idempotent: a service that already has data is skipped.
// Run by `npm start` unless SEED_DEMO=0. Events of seeded writes wait in each document's outbox until the
// service's relay publishes them.
import { connectDatabase, infraConfig } from '@agency/service-kit';
import { DEMO_CANDIDATE, seedAuth, seedDemoCandidateAccount } from '../services/auth/src/seed';
import { candidateModel } from '../services/candidates/src/candidates/model';
import { seedCandidates } from '../services/candidates/src/seed';
import { catalogStores } from '../services/catalog/src/service';
import { seedCatalog } from '../services/catalog/src/seed';
import { seedEngagement, type DemoReferences } from '../services/engagement/src/seed';
import { interactionModel } from '../services/engagement/src/interactions/model';
import { seedPortal } from '../services/portal/src/seed';

const { mongoUrl } = infraConfig();
const authDb = await connectDatabase(mongoUrl, 'auth');
try {
  const auth = await seedAuth(authDb);
  console.log(auth.users ? `seeded auth: ${auth.users} team members` : 'auth already has users; not seeded');
} finally {
  await authDb.close();
}

const catalogDb = await connectDatabase(mongoUrl, 'catalog');
let openRoles: { id: string; title: string }[] = [];
let jobRoles: DemoReferences['jobRoles'] = [];
try {
  const catalog = await seedCatalog(catalogDb);
  console.log(
    catalog.employers
      ? `seeded catalog: ${catalog.employers} employers, ${catalog.jobRoles} job roles`
      : 'catalog already has data; not seeded',
  );
  // The demo applications are to open roles, read through the catalog's own code.
  const roles = await catalogStores(catalogDb).jobRoles.list({ status: 'open', limit: 100, offset: 0 });
  openRoles = roles.items.map((role) => ({ id: role.id, title: role.title }));
  // The demo interactions and placements link to roles of every status (a filled role's placement is won).
  const allRoles = await catalogStores(catalogDb).jobRoles.list({ limit: 100, offset: 0 });
  jobRoles = allRoles.items.map((role) => ({ id: role.id, title: role.title, employerId: role.employerId }));
} finally {
  await catalogDb.close();
}

const candidatesDb = await connectDatabase(mongoUrl, 'candidates');
let demoCandidates: DemoReferences['candidates'] = [];
let portalCandidateId: string | undefined;
try {
  const candidates = await seedCandidates(candidatesDb, openRoles);
  console.log(
    candidates.candidates
      ? `seeded candidates: ${candidates.candidates} candidates, ${candidates.applications} applications`
      : 'candidates already has data; not seeded',
  );
  // The demo interactions and placements link to them by name.
  demoCandidates = (await candidateModel(candidatesDb).find({ deletedAt: null }, { name: 1 }).lean()).map((doc) => ({ id: doc._id.toHexString(), name: doc.name }));
  portalCandidateId = (await candidateModel(candidatesDb).findOne({ email: DEMO_CANDIDATE.email, deletedAt: null }, { _id: 1 }).lean())?._id.toHexString();
} finally {
  await candidatesDb.close();
}

// The demo candidate's portal sign-in (auth keeps it; the candidate is the candidates service's).
if (portalCandidateId) {
  const portalDb = await connectDatabase(mongoUrl, 'auth');
  try {
    const portal = await seedDemoCandidateAccount(portalDb, portalCandidateId);
    console.log(portal.accounts ? `seeded auth: a portal sign-in for ${DEMO_CANDIDATE.email}` : 'the demo candidate already has a portal sign-in');
  } finally {
    await portalDb.close();
  }
}

const engagementDb = await connectDatabase(mongoUrl, 'engagement');
try {
  const engagement = await seedEngagement(engagementDb, { candidates: demoCandidates, jobRoles });
  console.log(
    engagement.interactions
      ? `seeded engagement: ${engagement.interactions} interactions, ${engagement.placements} placements, ${engagement.leads} leads`
      : 'engagement already has data; not seeded',
  );
  // The demo candidate's scheduled interviews, read through engagement's own code: the portal shows them as appointments.
  const sarah = demoCandidates.find((candidate) => candidate.name === 'Sarah Mitchell');
  const interviews = sarah
    ? (await interactionModel(engagementDb).find({ candidateId: sarah.id, type: 'interview', status: 'scheduled', deletedAt: null }).lean()).map((doc) => ({
        id: doc._id.toHexString(),
        subject: doc.subject,
        description: doc.description ?? null,
        date: doc.date,
        jobRoleId: doc.jobRoleId ?? null,
        createdBy: doc.createdBy ?? null,
      }))
    : [];
  if (sarah) {
    const portalDb = await connectDatabase(mongoUrl, 'portal');
    try {
      const portal = await seedPortal(portalDb, { candidateId: sarah.id, openRoles, interviews });
      console.log(
        portal.matches || portal.messages
          ? `seeded portal: ${portal.matches} job matches, ${portal.messages} messages, ${portal.appointments} ${portal.appointments === 1 ? 'appointment' : 'appointments'}`
          : 'portal already has data; not seeded',
      );
    } finally {
      await portalDb.close();
    }
  }
} finally {
  await engagementDb.close();
}
