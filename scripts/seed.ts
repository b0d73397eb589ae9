// Seeds demo data through each service's own code. Idempotent: a service that already has data is skipped.
// Run by `npm start` unless SEED_DEMO=0. Events of seeded writes wait in each document's outbox until the
// service's relay publishes them.
import { connectDatabase, infraConfig } from '@agency/service-kit';
import { seedAuth } from '../services/auth/src/seed';
import { seedCatalog } from '../services/catalog/src/seed';

const { mongoUrl } = infraConfig();
const authDb = await connectDatabase(mongoUrl, 'auth');
try {
  const auth = await seedAuth(authDb);
  console.log(auth.users ? `seeded auth: ${auth.users} team members` : 'auth already has users; not seeded');
} finally {
  await authDb.close();
}

const catalogDb = await connectDatabase(mongoUrl, 'catalog');
try {
  const catalog = await seedCatalog(catalogDb);
  console.log(
    catalog.employers
      ? `seeded catalog: ${catalog.employers} employers, ${catalog.jobRoles} job roles`
      : 'catalog already has data; not seeded',
  );
} finally {
  await catalogDb.close();
}
