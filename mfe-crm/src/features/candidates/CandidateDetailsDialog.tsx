import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Dialog, DialogContent, Skeleton } from '@agency/ui';
import { useGetCandidateQuery } from '../../shared/api/candidatesApi';
import { CandidateDetails } from './CandidateDetails';

/** 'Candidate Details' for the candidate of `candidateId`, loaded when it opens; open while it is set. */
export function CandidateDetailsDialog({
  candidateId,
  onClose,
}: {
  candidateId: string | null;
  onClose: () => void;
}) {
  // currentData: this candidate's details only, never the previously opened candidate's.
  const { currentData: candidate, isFetching, isError } = useGetCandidateQuery(candidateId ?? skipToken);
  return (
    <Dialog open={candidateId !== null} onOpenChange={(open) => !open && onClose()}>
      {candidateId !== null && (
        <DialogContent title="Candidate Details" wide>
          {candidate ? (
            <CandidateDetails candidate={candidate} />
          ) : isFetching ? (
            <div aria-busy="true" aria-label="Loading candidate details">
              <Skeleton $height="1.75rem" $width="50%" />
              <Skeleton $height="1rem" $width="30%" style={{ marginTop: '0.75rem' }} />
              <Skeleton $height="5rem" style={{ marginTop: '1.5rem' }} />
            </div>
          ) : (
            isError && <Alert>Failed to load candidate details</Alert>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
