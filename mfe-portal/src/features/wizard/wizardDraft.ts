import type { ProposedEducation, ProposedEmployment } from '@agency/contracts';
import { WIZARD_DRAFT_KEY } from '../../shared/session/token';
import type { FromCv, ProfileDetails } from './profileDetails';

/**
 * What the wizard holds before 'Complete Profile' saves it (decision 0066): the step, step 1's details, what the
 * CV filled in and proposed. Kept in the tab's sessionStorage for the candidate, so a reload keeps it (issue 31:
 * the CV's pre-filled fields were lost, and uploading again made a second copy); removed on completion and sign-out.
 */
export interface WizardDraft {
  step: number;
  details: ProfileDetails;
  fromCv: FromCv | null;
  cvNote: { fileName: string; text: string } | null;
  proposedEducation: ProposedEducation[];
  proposedEmployment: ProposedEmployment[];
}

/** The candidate's draft kept in this tab, if any (another candidate's, or an unreadable one, is not theirs). */
export function readDraft(candidateId: string): WizardDraft | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(WIZARD_DRAFT_KEY) ?? 'null') as (WizardDraft & { candidateId: string }) | null;
    if (kept?.candidateId !== candidateId) return null;
    const { candidateId: _owner, ...draft } = kept;
    return draft;
  } catch {
    return null;
  }
}

export function keepDraft(candidateId: string, draft: WizardDraft): void {
  sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ candidateId, ...draft }));
}

export function dropDraft(): void {
  sessionStorage.removeItem(WIZARD_DRAFT_KEY);
}
