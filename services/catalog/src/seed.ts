import type { Connection } from 'mongoose';
import type { EmployerInput, JobRoleInput } from '@agency/contracts';
import { catalogStores } from './service';

type DemoRole = Omit<JobRoleInput, 'employerId' | 'status' | 'priority'> & Partial<Pick<JobRoleInput, 'status' | 'priority'>>;

const demo: { employer: Omit<EmployerInput, 'status'> & Partial<Pick<EmployerInput, 'status'>>; roles: DemoRole[] }[] = [
  {
    employer: {
      name: 'Northwind Technologies',
      industry: 'Technology',
      location: 'London, UK',
      contactPerson: 'Priya Shah',
      contactEmail: 'talent@northwind.example',
      contactPhone: '+44 20 7946 0101',
      website: 'https://northwind.example',
      description: 'Cloud software for logistics teams.',
    },
    roles: [
      {
        title: 'Senior Backend Engineer',
        location: 'London (hybrid)',
        salaryRange: '£85,000 - £100,000',
        priority: 'urgent',
        description:
          'Design and run the event-driven services behind our routing platform.\nYou will own services end to end, from design to production, in a team of six.',
        requirements: 'TypeScript and Node.js, Event-driven architecture, MongoDB or PostgreSQL, Mentoring others',
      },
      {
        title: 'Product Designer',
        location: 'Remote (UK)',
        salaryRange: '£60,000 - £72,000',
        priority: 'high',
        description: 'Shape the dispatcher experience used by thousands of drivers every day.',
        requirements: 'Portfolio of shipped products, Figma, User research, Accessibility',
      },
    ],
  },
  {
    employer: {
      name: 'The Grand Meridian Hotel',
      industry: 'Hospitality',
      location: 'Edinburgh, UK',
      contactPerson: 'Callum Reid',
      contactEmail: 'people@grandmeridian.example',
      contactPhone: '+44 131 496 0202',
      website: 'https://grandmeridian.example',
      description: 'A 200-room heritage hotel with two restaurants.',
    },
    roles: [
      {
        title: 'Head Chef',
        location: 'Edinburgh',
        salaryRange: '£55,000 - £65,000',
        description: 'Lead a brigade of 14 across our brasserie and fine-dining room.\nSeasonal Scottish menus, sustainable suppliers.',
        requirements: 'Five years as head or sous chef, Menu costing, Team leadership, Food safety level 3',
      },
      {
        title: 'Front Office Manager',
        location: 'Edinburgh',
        salaryRange: '£38,000 - £42,000',
        priority: 'low',
        description: 'Run reception, concierge and reservations for a busy city-centre hotel.',
        requirements: 'Hotel front office experience, Opera PMS, Guest relations',
      },
    ],
  },
  {
    employer: {
      name: 'Helix Health Partners',
      industry: 'Healthcare',
      location: 'Manchester, UK',
      contactPerson: 'Dr. Amara Okafor',
      contactEmail: 'careers@helixhealth.example',
      contactPhone: '+44 161 496 0303',
      website: 'https://helixhealth.example',
      description: 'A network of private clinics across the North West.',
    },
    roles: [
      {
        title: 'Chief Operating Officer',
        location: 'Manchester',
        salaryRange: '£150,000 - £180,000',
        priority: 'high',
        description: 'Join the executive team to scale from 12 to 30 clinics in three years.',
        requirements: 'Executive leadership in healthcare, Multi-site operations, P&L ownership, Regulatory compliance',
      },
      {
        title: 'Data Analyst',
        location: 'Manchester (hybrid)',
        salaryRange: '£40,000 - £48,000',
        status: 'on_hold',
        description: 'Turn clinic data into weekly operational insight.',
        requirements: 'SQL, Power BI, Statistics',
      },
    ],
  },
];

/** Demo employers and job roles, written through the catalog's own stores (so their events go out too). */
export async function seedCatalog(db: Connection): Promise<{ employers: number; jobRoles: number }> {
  const { employers, jobRoles, ensureIndexes } = catalogStores(db);
  await ensureIndexes();
  if ((await employers.count()) > 0) return { employers: 0, jobRoles: 0 };
  let roleCount = 0;
  for (const { employer, roles } of demo) {
    const created = await employers.create({ status: 'active', ...employer });
    for (const role of roles) {
      await jobRoles.create({ status: 'open', priority: 'medium', ...role, employerId: created.id });
      roleCount++;
    }
  }
  return { employers: demo.length, jobRoles: roleCount };
}
