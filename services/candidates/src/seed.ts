import type { Connection } from 'mongoose';
import type { CandidateInput } from '@agency/contracts';
import { CandidateDirectory } from './candidates/directory';
import { objectStore, objectStoreConfig } from './documents/object-store';
import { candidatesStores } from './service';

type DemoCandidate = Omit<CandidateInput, 'availability'> & Partial<Pick<CandidateInput, 'availability'>> & {
  /** Job role titles (from the catalog's demo roles) this candidate applied for. */
  appliedFor?: { title: string; coverLetter: string }[];
  /** The demo candidate with a portal sign-in has been through the portal's wizard. */
  profileCompleted?: boolean;
};

const demo: DemoCandidate[] = [
  {
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.com',
    phone: '+44 7700 900101',
    linkedinUrl: 'https://www.linkedin.com/in/sarah-mitchell-demo',
    currentRole: 'Backend Engineer',
    location: 'London, UK',
    skills: ['TypeScript', 'Node.js', 'MongoDB', 'Kafka', 'AWS'],
    summary: 'Eight years building event-driven platforms for logistics and retail.',
    appliedFor: [{ title: 'Senior Backend Engineer', coverLetter: 'I have run event-driven services in production for six years and would love to own routing.' }],
    profileCompleted: true,
  },
  {
    name: 'James Okoro',
    email: 'james.okoro@example.com',
    phone: '+44 7700 900102',
    currentRole: 'Full-Stack Developer',
    location: 'Manchester, UK',
    skills: ['React', 'TypeScript', 'PostgreSQL', 'Docker'],
    availability: 'in_process',
    summary: 'Product-minded developer, happiest close to users.',
    appliedFor: [{ title: 'Senior Backend Engineer', coverLetter: 'Looking to move deeper into backend work.' }],
  },
  {
    name: 'Emily Chen',
    email: 'emily.chen@example.com',
    currentRole: 'Senior Product Designer',
    location: 'Remote (UK)',
    skills: ['Figma', 'User research', 'Design systems', 'Accessibility'],
    summary: 'Designs calm interfaces for busy operational teams.',
    appliedFor: [{ title: 'Product Designer', coverLetter: 'Your dispatcher product is exactly the kind of problem I enjoy.' }],
  },
  {
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    phone: '+44 7700 900104',
    currentRole: 'Sous Chef',
    location: 'Edinburgh, UK',
    skills: ['Menu development', 'Team leadership', 'Seasonal Scottish cuisine', 'Food safety level 3'],
    summary: 'Sous chef in a 90-cover brasserie, ready to lead a kitchen.',
    appliedFor: [{ title: 'Head Chef', coverLetter: 'Five years as sous chef; I would bring a seasonal, local menu.' }],
  },
  {
    name: 'Aisha Khan',
    email: 'aisha.khan@example.com',
    currentRole: 'Hotel Reception Supervisor',
    location: 'Glasgow, UK',
    skills: ['Opera PMS', 'Guest relations', 'Rota planning'],
    appliedFor: [{ title: 'Front Office Manager', coverLetter: 'I supervise a team of eight at a 150-room hotel.' }],
  },
  {
    name: 'David Thompson',
    email: 'david.thompson@example.com',
    currentRole: 'Director of Operations',
    location: 'Leeds, UK',
    skills: ['Healthcare operations', 'P&L ownership', 'Regulatory compliance', 'Multi-site leadership'],
    availability: 'not_available',
    summary: 'Grew a dental group from 8 to 25 sites.',
  },
  {
    name: 'Priya Natarajan',
    email: 'priya.natarajan@example.com',
    currentRole: 'Data Analyst',
    location: 'Manchester, UK',
    skills: ['SQL', 'Power BI', 'Python', 'Statistics'],
    summary: 'Turns messy operational data into weekly decisions.',
  },
  {
    name: 'Tom Fletcher',
    email: 'tom.fletcher@example.com',
    currentRole: 'DevOps Engineer',
    location: 'Bristol, UK',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Go'],
    availability: 'placed',
  },
  {
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@example.com',
    currentRole: 'UX Researcher',
    location: 'London, UK',
    skills: ['Interviews', 'Usability testing', 'Service design'],
  },
  {
    name: 'Liam Murphy',
    email: 'liam.murphy@example.com',
    currentRole: 'Line Cook',
    location: 'Edinburgh, UK',
    skills: ['Grill', 'Pastry', 'Stock control'],
  },
  {
    name: 'Hannah Schmidt',
    currentRole: 'Clinic Manager',
    location: 'Liverpool, UK',
    skills: ['Patient experience', 'CQC inspections', 'Staff scheduling'],
    summary: 'Added by phone; no e-mail yet.',
  },
  {
    name: 'Oliver Grant',
    email: 'oliver.grant@example.com',
    currentRole: 'Graduate Software Engineer',
    location: 'Cambridge, UK',
    skills: ['Java', 'Spring Boot', 'SQL'],
  },
];

/**
 * Demo candidates and their applications to the catalog's demo roles (given by the caller, which reads
 * them through the catalog's own code), written through this service's own stores so their events go
 * out too. Skipped when there are candidates already.
 */
export async function seedCandidates(db: Connection, openRoles: { id: string; title: string }[]): Promise<{ candidates: number; applications: number }> {
  const { candidates, applications, ensureIndexes } = candidatesStores(db, new CandidateDirectory(), objectStore(objectStoreConfig()));
  await ensureIndexes();
  if ((await candidates.model.countDocuments()) > 0) return { candidates: 0, applications: 0 };
  let applicationCount = 0;
  for (const { appliedFor = [], ...fields } of demo) {
    const candidate = await candidates.create({ availability: 'available', ...fields });
    for (const { title, coverLetter } of appliedFor) {
      const role = openRoles.find((open) => open.title === title);
      if (!role || !candidate.email) continue;
      await applications.submit(
        { jobRoleId: role.id, candidateEmail: candidate.email, candidateFullName: candidate.name, candidatePhone: candidate.phone, coverLetter },
        candidate.id,
        role,
      );
      applicationCount++;
    }
  }
  return { candidates: demo.length, applications: applicationCount };
}
