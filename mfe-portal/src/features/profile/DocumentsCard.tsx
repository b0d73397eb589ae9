import { useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_TEXT_MESSAGES, type CandidateProfile, type DocumentUploadAnswer } from '@agency/contracts';
import { Card, Heading, Muted, UserText } from '@agency/ui';
import { CvUpload } from '../../shared/documents/CvUpload';
import { DocumentList } from './DocumentList';
import { ProposalReview } from './ProposalReview';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * 'CV and documents' in the Profile tab: the candidate's documents (download, delete), the upload with its
 * progress, and after an upload whose text was read, what it proposes for the profile to review.
 */
export function DocumentsCard({ profile }: { profile: CandidateProfile }) {
  const [uploaded, setUploaded] = useState<DocumentUploadAnswer | null>(null);
  return (
    <Card as="section" aria-labelledby="cv-and-documents">
      <Heading as="h2" $size="lg" id="cv-and-documents">
        CV and documents
      </Heading>
      <Muted>Your CV and other documents, seen by your recruiters. Upload a CV and we fill in your profile from it.</Muted>
      <Stack>
        <DocumentList />
        <CvUpload label="Upload a document" onUploaded={setUploaded} />
        {uploaded &&
          (uploaded.proposal ? (
            <ProposalReview
              key={uploaded.document.id}
              profile={profile}
              proposal={uploaded.proposal}
              onClose={() => setUploaded(null)}
            />
          ) : (
            <Muted role="status">
              <UserText>{uploaded.document.fileName}</UserText>: {DOCUMENT_TEXT_MESSAGES[uploaded.document.textStatus]}.
              Nothing was read from it for your profile.
            </Muted>
          ))}
      </Stack>
    </Card>
  );
}
