import { useFindEmployersQuery } from '../api/employersApi';
import { PICKER_LIMIT, SearchPicker, detailOf, type PickerProps, type PickerSearch } from './SearchPicker';

/** Employers matching the term (name, industry, location), each with its industry and location. */
function useEmployerSearch(q: string, skip: boolean): PickerSearch {
  const { currentData, isFetching, isError } = useFindEmployersQuery({ q, limit: PICKER_LIMIT }, { skip });
  return {
    options: (currentData?.items ?? []).map((employer) => ({
      id: employer.id,
      name: employer.name,
      detail: detailOf(employer.industry, employer.location),
    })),
    total: currentData?.total ?? 0,
    isFetching,
    isError,
  };
}

/** An employer field (the job role form's, the interaction and placement forms'), searching employers on the server. */
export function EmployerPicker(props: PickerProps) {
  return <SearchPicker {...props} noun={['Employer', 'Employers']} useSearch={useEmployerSearch} />;
}
