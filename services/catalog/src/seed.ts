import type { Connection } from 'mongoose';
import type { EmployerInput, JobRoleInput } from '@agency/contracts';
import { catalogStores } from './service';

type DemoRole = Omit<JobRoleInput, 'employerId' | 'status' | 'priority'> & Partial<Pick<JobRoleInput, 'status' | 'priority'>>;

const demo: { employer: Omit<EmployerInput, 'status'> & Partial<Pick<EmployerInput, 'status'>>; roles: DemoRole[] }[] = [
  // Listed first so that they are the oldest: the landing page shows the six newest open roles.
  {
    employer: {
      name: 'Brightwater Renewables',
      industry: 'Energy',
      location: 'Aberdeen, UK',
      contactPerson: 'Fiona MacLeod',
      contactEmail: 'hiring@brightwater.example',
      contactPhone: '+44 1224 496 0404',
      website: 'https://brightwater.example',
      description: 'Offshore wind operations and maintenance.',
    },
    roles: [
      {
        title: 'Offshore Wind Technician',
        location: 'Aberdeen (offshore rotation)',
        salaryRange: '£42,000 - £50,000',
        priority: 'urgent',
        description:
          'Keep 84 turbines in the North Sea turning on a two-weeks-on, two-weeks-off rotation.\nYou will carry out planned maintenance and fault finding on mechanical, hydraulic and electrical systems, working in teams of three.\nFull GWO training is paid for, with travel, accommodation and an offshore allowance on top of the salary.',
        requirements: 'Electrical or mechanical qualification (NVQ level 3 or above), GWO Basic Safety Training or willingness to gain it, Working at height, Valid driving licence',
      },
      {
        title: 'Asset Performance Engineer',
        location: 'Aberdeen',
        salaryRange: '£55,000 - £65,000',
        status: 'filled',
        description:
          'Find the causes behind lost generation and turn them into maintenance plans.\nYou will analyse SCADA and vibration data, work with the turbine manufacturer on warranty claims, and report to the operations director.',
        requirements: 'Degree in engineering, SCADA data analysis, Python or MATLAB, Wind or rotating equipment experience',
      },
      {
        title: 'HSE Advisor',
        location: 'Aberdeen (hybrid)',
        salaryRange: '£48,000 - £54,000',
        description:
          'Make sure everyone who goes offshore comes home safe.\nYou will run audits and incident investigations, keep our safety management system current, and coach supervisors on the vessels and the turbines.\nThree days a week in the Aberdeen office, with regular trips offshore.',
        requirements: 'NEBOSH General Certificate, Offshore or construction HSE experience, Incident investigation, Clear report writing',
      },
      {
        title: 'Marine Coordinator',
        location: 'Aberdeen',
        salaryRange: '£36,000 - £40,000',
        priority: 'low',
        description:
          'Plan the vessel movements that take our technicians to the turbines and back.\nYou will work from the marine coordination centre on a day-shift rota, tracking weather windows, crew transfers and port slots.',
        requirements: 'Marine or port operations experience, Radio operator certificate, Calm under pressure',
      },
    ],
  },
  {
    employer: {
      name: 'Oakfield Academy Trust',
      industry: 'Education',
      location: 'Birmingham, UK',
      contactPerson: 'Marcus Bennett',
      contactEmail: 'recruitment@oakfield.example',
      contactPhone: '+44 121 496 0505',
      website: 'https://oakfield.example',
      description: 'Seven primary and secondary schools in the West Midlands.',
      status: 'inactive',
    },
    roles: [
      {
        title: 'Head of Finance',
        location: 'Birmingham',
        salaryRange: '£60,000 - £68,000',
        status: 'closed',
        priority: 'low',
        description:
          'Lead the finance team of a growing trust with a £45m budget.\nYou will own budgeting, the annual accounts and the relationship with the auditors and the Education and Skills Funding Agency.',
        requirements: 'Qualified accountant (ACA, ACCA or CIMA), Public or education sector finance, Team leadership',
      },
    ],
  },
  {
    employer: {
      name: 'Larkspur Capital',
      industry: 'Financial Services',
      location: 'London, UK',
      contactPerson: 'Eleanor Hughes',
      contactEmail: 'eleanor.hughes@larkspur.example',
      contactPhone: '+44 20 7946 0606',
      website: 'https://larkspur.example',
      description: 'A boutique investment firm; a prospect met at the FinTech Week fair.',
      status: 'prospect',
    },
    roles: [],
  },
  {
    employer: {
      name: 'Copperleaf Coffee Roasters',
      industry: 'Food & Drink',
      location: 'Bristol, UK',
      contactPerson: 'Tom Ashby',
      contactEmail: 'tom@copperleaf.example',
      contactPhone: '+44 117 496 0707',
      website: 'https://copperleaf.example',
      description: 'Speciality roaster with five cafés; registered through the website.',
      status: 'prospect',
    },
    roles: [],
  },
  {
    employer: {
      name: 'Meridian Freight',
      industry: 'Logistics',
      location: 'Felixstowe, UK',
      contactPerson: 'Gareth Pryce',
      contactEmail: 'gareth.pryce@meridianfreight.example',
      contactPhone: '+44 1394 496 0808',
      description: 'Container haulage; paused all hiring after a merger.',
      status: 'inactive',
    },
    roles: [],
  },
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
          'Design and run the event-driven services behind our routing platform.\nYou will own services end to end, from design to production, in a team of six.\nOur stack is TypeScript on Node.js, MongoDB and NATS, deployed to Kubernetes. We release several times a day and share the on-call rota fairly, with time off after a night call.\nYou will join on a four-day onboarding with the team lead, and within your first three months take over the planning service that schedules 40,000 deliveries a day.',
        requirements: 'TypeScript and Node.js, Event-driven architecture, MongoDB or PostgreSQL, Mentoring others',
      },
      {
        title: 'Product Designer',
        location: 'Remote (UK)',
        salaryRange: '£60,000 - £72,000',
        priority: 'high',
        description:
          'Shape the dispatcher experience used by thousands of drivers every day.\nYou will work with two product managers and eight engineers, from discovery interviews with dispatch teams to the detail of the final screens.\nWe care about research that changes decisions, a shared design system, and interfaces that work on a scratched tablet in a moving van.',
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
        description:
          'Lead a brigade of 14 across our brasserie and fine-dining room.\nSeasonal Scottish menus, sustainable suppliers.\nYou will own menu development, costing and ordering, and the training of our junior chefs. Four-day week with two consecutive days off, and a kitchen refurbished in 2024.',
        requirements: 'Five years as head or sous chef, Menu costing, Team leadership, Food safety level 3',
      },
      {
        title: 'Front Office Manager',
        location: 'Edinburgh',
        salaryRange: '£38,000 - £42,000',
        priority: 'low',
        description:
          'Run reception, concierge and reservations for a busy city-centre hotel.\nYou will lead a team of twelve over three shifts, handle escalations with care, and keep our guest scores among the best in the city.\nShift pattern agreed a month ahead; meals on duty and staff rates across the group.',
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
        description:
          'Join the executive team to scale from 12 to 30 clinics in three years.\nReporting to the CEO, you will run clinical operations, estates, procurement and patient services, with eight direct reports.\nThe role suits a leader who has grown a multi-site healthcare business and is at home with the CQC, commissioners and private investors.',
        requirements: 'Executive leadership in healthcare, Multi-site operations, P&L ownership, Regulatory compliance',
      },
      {
        title: 'Data Analyst',
        location: 'Manchester (hybrid)',
        salaryRange: '£40,000 - £48,000',
        status: 'on_hold',
        description:
          'Turn clinic data into weekly operational insight.\nYou will build the reports clinic managers use to plan rotas and theatre time, and answer the questions the executive team asks on Monday mornings.\nThe hiring is paused while we move to a new patient record system; we expect to reopen it next quarter.',
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
