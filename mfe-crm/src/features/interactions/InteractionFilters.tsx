import { useState } from 'react';
import styled from 'styled-components';
import { addDays, parseISO } from 'date-fns';
import type { InteractionType } from '@agency/contracts';
import { Button, FormField, Input } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { CandidatePicker } from '../../shared/pickers/CandidatePicker';
import { EmployerPicker } from '../../shared/pickers/EmployerPicker';
import type { Picked } from '../../shared/pickers/SearchPicker';
import { useGetInteractionAuthorsQuery, type InteractionFilter } from '../../shared/api/interactionsApi';
import { INTERACTION_TYPE_OPTIONS } from '../../shared/interactions/interactionTypes';

/** The filters as chosen on the screen: days as the date inputs give them ('2026-11-24'), records as picked. */
export interface ChosenFilters {
  type: InteractionType | '';
  createdBy: string;
  candidate: Picked | null;
  employer: Picked | null;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: ChosenFilters = {
  type: '',
  createdBy: '',
  candidate: null,
  employer: null,
  fromDay: '',
  toDay: '',
};

export const REVERSED_DAYS = "'To' must be on or after 'From'.";

export const anyFilterChosen = (chosen: ChosenFilters) =>
  Object.values(chosen).some((value) => value !== '' && value !== null);

/**
 * What the server is asked for: the days in the viewer's time zone, 'To' taking in the whole of its day
 * (the server's `to` is exclusive). Null while 'From' is after 'To', which is said on the screen instead.
 */
export function filterOf(chosen: ChosenFilters): Omit<InteractionFilter, 'q' | 'status'> | null {
  if (chosen.fromDay && chosen.toDay && chosen.fromDay > chosen.toDay) return null;
  return {
    ...(chosen.type ? { type: chosen.type } : {}),
    ...(chosen.createdBy ? { createdBy: chosen.createdBy } : {}),
    ...(chosen.candidate ? { candidateId: chosen.candidate.id } : {}),
    ...(chosen.employer ? { employerId: chosen.employer.id } : {}),
    ...(chosen.fromDay ? { from: parseISO(chosen.fromDay).toISOString() } : {}),
    ...(chosen.toDay ? { to: addDays(parseISO(chosen.toDay), 1).toISOString() } : {}),
  };
}

const Grid = styled.div`
  display: grid;
  /* Two a row on a phone, the six in one row at 1280 px. */
  grid-template-columns: repeat(auto-fill, minmax(min(9rem, 100%), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
`;

const TYPE_FILTER = [{ value: '', label: 'All types' }, ...INTERACTION_TYPE_OPTIONS];

/**
 * The Interactions screen's filters (issue 31, point 5): type, who logged it, candidate, employer, and a range
 * of days; 'Clear filters' once one is set.
 */
export function InteractionFilters({
  chosen,
  onChange,
}: {
  chosen: ChosenFilters;
  onChange: (chosen: ChosenFilters) => void;
}) {
  const { data: authors = [] } = useGetInteractionAuthorsQuery();
  // A new key empties the pickers' own text when the filters are cleared.
  const [generation, setGeneration] = useState(0);
  const set = (changes: Partial<ChosenFilters>) => onChange({ ...chosen, ...changes });
  const reversed = filterOf(chosen) === null;
  return (
    <Grid role="group" aria-label="Filters">
      <FormField label="Type" error={undefined}>
        {(control) => (
          <OptionSelect
            {...control}
            options={TYPE_FILTER}
            value={chosen.type}
            onChange={(event) => set({ type: event.target.value as InteractionType | '' })}
          />
        )}
      </FormField>
      <FormField label="Logged by" error={undefined}>
        {(control) => (
          <OptionSelect
            {...control}
            options={[
              { value: '', label: 'Anyone' },
              ...authors.map((author) => ({ value: author.id, label: author.name })),
            ]}
            value={chosen.createdBy}
            onChange={(event) => set({ createdBy: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Candidate" error={undefined}>
        {(control) => (
          <CandidatePicker
            key={`candidate-${generation}`}
            control={control}
            initial={chosen.candidate}
            onChange={(candidate) => set({ candidate })}
            onBlur={() => undefined}
          />
        )}
      </FormField>
      <FormField label="Employer" error={undefined}>
        {(control) => (
          <EmployerPicker
            key={`employer-${generation}`}
            control={control}
            initial={chosen.employer}
            onChange={(employer) => set({ employer })}
            onBlur={() => undefined}
          />
        )}
      </FormField>
      <FormField label="From" error={undefined}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={chosen.fromDay}
            onChange={(event) => set({ fromDay: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="To" error={reversed ? { message: REVERSED_DAYS } : undefined}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={chosen.toDay}
            onChange={(event) => set({ toDay: event.target.value })}
          />
        )}
      </FormField>
      {anyFilterChosen(chosen) && (
        <Button
          type="button"
          $variant="outline"
          onClick={() => {
            setGeneration((value) => value + 1);
            onChange(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      )}
    </Grid>
  );
}
