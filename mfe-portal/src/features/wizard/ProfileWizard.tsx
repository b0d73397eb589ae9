import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DOCUMENT_TEXT_MESSAGES,
  type CandidateProfile,
  type DocumentUploadAnswer,
  type ProposedEducation,
  type ProposedEmployment,
} from '@agency/contracts';
import { Button, Card, Container, Heading, Muted, UserText } from '@agency/ui';
import { CvUpload } from '../../shared/documents/CvUpload';
import { ProposedEducationList, ProposedEmploymentList } from '../../shared/documents/ProposedEntries';
import { EducationList } from '../../shared/history/EducationList';
import { EmploymentList } from '../../shared/history/EmploymentList';
import { useSaveProfile } from '../../shared/profile/useSaveProfile';
import { CompleteStep } from './CompleteStep';
import { detailsOf, completionOf, fillFromProposal, type FromCv, type ProfileDetails } from './profileDetails';
import { SummaryStep } from './SummaryStep';
import { WizardProgress } from './WizardProgress';
import { dropDraft, keepDraft, readDraft, type WizardDraft } from './wizardDraft';

/** The four steps (spec: Candidate portal, Wizard), each with the label of the button that leads to it. */
export const WIZARD_STEPS = ['Profile Summary', 'Education', 'Experience', 'Complete'] as const;
const NEXT_LABELS = ['Next: Education', 'Next: Experience', 'Next: Complete Profile'] as const;

const Page = styled(Container)`
  width: 100%;
  max-width: 48rem;
  padding-block: ${({ theme }) => theme.space(8)};
  @media (max-width: 30rem) {
    padding-inline: ${({ theme }) => theme.space(4)};
    padding-block: ${({ theme }) => theme.space(5)};
  }
`;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StepCard = styled(Card)`
  @media (max-width: 30rem) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const StepTitle = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const StepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const CvNote = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  & > :only-child {
    margin-left: auto;
  }
  /* On a phone the buttons share the row, or take a row each when both do not fit. */
  @media (max-width: 30rem) {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

/**
 * The profile wizard, shown while the profile is not completed (spec section 4): Profile Summary, Education,
 * Experience, Complete. Education and experience entries are saved as they are added; the step-1 details are
 * kept here and saved with 'Complete Profile' (decision 0066), which marks the profile completed: the portal
 * then shows the dashboard, and the `wizard` parameter is taken out of the address.
 * Step 1 starts with 'Upload your CV to fill in your profile': what the CV's text proposes fills step 1's empty
 * fields (marked 'From your CV'), and its education and work experience are offered in steps 2 and 3.
 */
export function ProfileWizard({ profile }: { profile: CandidateProfile }) {
  // A reload starts where the candidate was, with what they typed and what their CV filled in.
  const [kept] = useState(() => readDraft(profile.id));
  const [step, setStep] = useState(kept?.step ?? 0);
  const [details, setDetails] = useState<ProfileDetails>(() => kept?.details ?? detailsOf(profile));
  const [fromCv, setFromCv] = useState<FromCv | null>(kept?.fromCv ?? null);
  const [cvNote, setCvNote] = useState<WizardDraft['cvNote']>(kept?.cvNote ?? null);
  const [proposedEducation, setProposedEducation] = useState<ProposedEducation[]>(kept?.proposedEducation ?? []);
  const [proposedEmployment, setProposedEmployment] = useState<ProposedEmployment[]>(kept?.proposedEmployment ?? []);
  useEffect(() => {
    keepDraft(profile.id, { step, details, fromCv, cvNote, proposedEducation, proposedEmployment });
  }, [profile.id, step, details, fromCv, cvNote, proposedEducation, proposedEmployment]);
  // What step 1 holds when an upload ends (the candidate may type while it goes up).
  const latestDetails = useRef(details);
  useEffect(() => {
    latestDetails.current = details;
  }, [details]);
  const [, setSearchParams] = useSearchParams();
  const { save, saving } = useSaveProfile();
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step replaces the card's content: take focus to its title, so a keyboard or screen reader user
  // starts there (not on the first load, where the page's own heading comes first).
  useEffect(() => {
    if (moved.current) stepTitle.current?.focus();
    moved.current = true;
  }, [step]);

  function fillFromCv({ document, proposal }: DocumentUploadAnswer) {
    if (!proposal) {
      setCvNote({ fileName: document.fileName, text: `${DOCUMENT_TEXT_MESSAGES[document.textStatus]}. Please fill in your profile below.` });
      return;
    }
    const filled = fillFromProposal(latestDetails.current, proposal);
    setDetails(filled.details);
    setFromCv(filled.fromCv);
    setProposedEducation(proposal.education);
    setProposedEmployment(proposal.employment);
    const entries = [
      proposal.education.length > 0 && plural(proposal.education.length, 'education entry', 'education entries'),
      proposal.employment.length > 0 && plural(proposal.employment.length, 'work experience entry', 'work experience entries'),
    ].filter(Boolean);
    setCvNote({
      fileName: document.fileName,
      text:
        "We filled in the empty fields with what we found, marked 'From your CV': check them and change what is not right." +
        (entries.length ? ` We also found ${entries.join(' and ')}: you can add them in the next steps.` : ''),
    });
  }

  async function complete() {
    if (!(await save(completionOf(details)))) return;
    dropDraft();
    setSearchParams(
      (params) => {
        params.delete('wizard');
        return params;
      },
      { replace: true },
    );
  }

  const last = WIZARD_STEPS.length - 1;
  return (
    <Page as="main">
      <Intro>
        <Heading as="h1" $size="xl">
          Complete Your Profile
        </Heading>
        <Muted>Help our recruiters match you with the right opportunities.</Muted>
        <WizardProgress steps={WIZARD_STEPS} current={step} />
      </Intro>
      <StepCard as="section" aria-labelledby="wizard-step-title">
        <StepTitle id="wizard-step-title" ref={stepTitle} tabIndex={-1} $size="lg">
          {WIZARD_STEPS[step]}
        </StepTitle>
        {step === 0 && (
          <StepBody>
            <div>
              <CvUpload
                title="Upload your CV to fill in your profile"
                titleAs="h3"
                label="Choose your CV"
                onUploaded={fillFromCv}
              />
              {/* In the page from the start, so that a screen reader reads what the upload filled in. */}
              <CvNote role="status" style={{ marginTop: cvNote ? '0.75rem' : 0 }}>
                {cvNote && (
                  <>
                    <UserText>{cvNote.fileName}</UserText>: {cvNote.text}
                  </>
                )}
              </CvNote>
            </div>
            <SummaryStep
              details={details}
              fromCv={fromCv}
              onChange={(changes) => setDetails((before) => ({ ...before, ...changes }))}
            />
          </StepBody>
        )}
        {step === 1 && (
          <StepBody>
            <ProposedEducationList
              entries={proposedEducation}
              onResolved={(index) => setProposedEducation((entries) => entries.filter((_, at) => at !== index))}
            />
            <EducationList />
          </StepBody>
        )}
        {step === 2 && (
          <StepBody>
            <ProposedEmploymentList
              entries={proposedEmployment}
              onResolved={(index) => setProposedEmployment((entries) => entries.filter((_, at) => at !== index))}
            />
            <EmploymentList />
          </StepBody>
        )}
        {step === last && <CompleteStep skills={details.skills.length} />}
        <Actions>
          {step > 0 && (
            <Button $variant="outline" disabled={saving} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
          )}
          {step < last ? (
            <Button onClick={() => setStep(step + 1)}>{NEXT_LABELS[step]}</Button>
          ) : (
            <Button disabled={saving} onClick={complete}>
              {saving ? 'Saving...' : 'Complete Profile'}
            </Button>
          )}
        </Actions>
      </StepCard>
    </Page>
  );
}
