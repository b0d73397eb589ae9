import { clientCvFileName, clientCvRef, type Availability, type Candidate, type Education, type Employment } from '@agency/contracts';
import { env, live } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';
import type { DocumentStore } from '../documents/store';
import { anonymiseLocation, anonymiseText } from './anonymise';
import { renderCvPdf, type ClientCvContent } from './render-pdf';
import type { RecruiterContact } from './staff-contacts';

/** The most of the CV's own text printed (about 12 pages): the rest is in the original, which the recruiter has. */
export const CV_TEXT_MAX_CHARS = 40_000;
const CV_TEXT_CUT = '\n\n(The CV continues in the original document.)';

export interface ClientCvOptions {
  anonymised: boolean;
  note?: string | null;
  recruiter: RecruiterContact & { phone?: string };
}

interface Dependencies {
  candidates: CandidateStore;
  education: { list(candidateId: string): Promise<Education[]> };
  employment: { list(candidateId: string): Promise<Employment[]> };
  documents: DocumentStore;
}

const AVAILABILITY: Record<Availability, string> = {
  available: 'Available',
  in_process: 'In process',
  placed: 'Placed',
  not_available: 'Not available',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * What the PDF shows for this candidate, their history and CV text, anonymised when asked: everything the PDF
 * prints passes here first.
 */
export function clientCvContent(
  candidate: Candidate,
  { schooling, jobs, cvText }: { schooling: Education[]; jobs: Employment[]; cvText: string },
  options: ClientCvOptions,
  agencyName: string,
): ClientCvContent {
  const free = (text: string | null | undefined) => {
    const trimmed = text?.trim() ?? '';
    return options.anonymised ? anonymiseText(trimmed, candidate.name) : trimmed;
  };
  const location = options.anonymised
    ? anonymiseLocation(candidate.location ?? '')
    : (candidate.location ?? '');
  const cv = free(cvText);
  return {
    agencyName,
    recruiter: options.recruiter,
    title: options.anonymised ? `Candidate ${clientCvRef(candidate.id)}` : candidate.name,
    headline: [free(candidate.currentRole), location, AVAILABILITY[candidate.availability]]
      .filter(Boolean)
      .join('  ·  '),
    summary: free(candidate.summary) || undefined,
    skills: (candidate.skills ?? []).map(free).filter(Boolean),
    employment: jobs.map((job) => ({
      heading: `${free(job.role)}, ${free(job.organization)}`,
      period: `${MONTHS[job.startMonth - 1] ?? ''} ${job.startYear} – ${job.isCurrent || !job.endYear ? 'Present' : `${MONTHS[(job.endMonth ?? 1) - 1] ?? ''} ${job.endYear}`}`,
      description: free(job.description) || undefined,
      achievements: job.keyAchievements.map(free).filter(Boolean),
    })),
    education: schooling.map((entry) => ({
      heading:
        [free(entry.qualification), free(entry.fieldOfStudy)].filter(Boolean).join(', ') +
        `, ${free(entry.institution)}`,
      period: `${entry.startYear} – ${entry.endYear ?? 'Present'}${entry.grade ? `  ·  ${free(entry.grade)}` : ''}`,
      details: free(entry.description) || undefined,
    })),
    // The recruiter's own words, anonymised too: a name typed out of habit must not undo the choice.
    note: free(options.note) || undefined,
    cvText: cv.length > CV_TEXT_MAX_CHARS ? cv.slice(0, CV_TEXT_MAX_CHARS) + CV_TEXT_CUT : cv || undefined,
  };
}

/**
 * The CV a client is sent (issue 33, decision 0129), from the profile, its history and the newest read CV:
 * `renderClientCv` answers the PDF's bytes, or null for a candidate who is not there. Submissions call it to
 * keep the PDF a client was sent.
 */
export function clientCvs(
  { candidates, education, employment, documents }: Dependencies,
  agencyName = env('AGENCY_NAME', 'TalentBridge'),
) {
  /** The text of the candidate's newest document whose text was read: their current CV, as uploaded. */
  const newestCvText = async (candidateId: string) => {
    const newest = await documents.model
      .findOne({ candidateId, ...live, textStatus: 'read' }, { text: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    return (newest?.text as string | undefined) ?? '';
  };

  return {
    agencyName,
    async renderClientCv(
      candidateId: string,
      options: ClientCvOptions,
    ): Promise<{ pdf: Buffer; fileName: string } | null> {
      const candidate = await candidates.findById(candidateId);
      if (!candidate) return null;
      const [schooling, jobs, cvText] = await Promise.all([
        education.list(candidate.id),
        employment.list(candidate.id),
        newestCvText(candidate.id),
      ]);
      const content = clientCvContent(candidate, { schooling, jobs, cvText }, options, agencyName);
      return { pdf: await renderCvPdf(content), fileName: clientCvFileName(candidate, options.anonymised) };
    },
  };
}
export type ClientCvs = ReturnType<typeof clientCvs>;
