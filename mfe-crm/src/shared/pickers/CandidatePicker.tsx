import { useFindCandidatesQuery } from '../api/candidatesApi';
import { PICKER_LIMIT, SearchPicker, detailOf, type PickerProps, type PickerSearch } from './SearchPicker';

/** Candidates matching the term (name, current role, location, email, skills), each with their role and e-mail. */
function useCandidateSearch(q: string, skip: boolean): PickerSearch {
  const { currentData, isFetching, isError } = useFindCandidatesQuery({ q, limit: PICKER_LIMIT }, { skip });
  return {
    options: (currentData?.items ?? []).map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      detail: detailOf(candidate.currentRole, candidate.email),
    })),
    total: currentData?.total ?? 0,
    isFetching,
    isError,
  };
}

/** A candidate field (the interaction and placement forms'), searching candidates on the server. */
export function CandidatePicker(props: PickerProps) {
  return <SearchPicker {...props} noun={['Candidate', 'Candidates']} useSearch={useCandidateSearch} />;
}
