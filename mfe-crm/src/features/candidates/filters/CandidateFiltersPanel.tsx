import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Input, Label, Select } from '@agency/ui';
import { useGetTeamMembersQuery } from '../../../shared/api/applicationsApi';
import { AVAILABILITY_OPTIONS } from '../../../shared/candidates/availability';
import { TagChip, TagList, useTagColours } from '../../../shared/tags/TagChips';
import { useGetTagsQuery } from '../../../shared/tags/tagsApi';
import { useTypedFilter } from '../../../shared/filters/useTypedFilter';
import { itemsOf, type CandidateFilters, type FilterName } from './useCandidateFilters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

// One column on a phone, as many as fit from 12rem each on wider screens.
const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Filter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Unset = styled.button`
  min-width: 1.5rem;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

interface FiltersProps {
  filters: CandidateFilters;
  set: (name: FilterName, value: string) => void;
}

/**
 * The 'Filters' button (with how many are set), 'Clear all' while a filter or a search is set, and the panel the
 * button opens: availability, location, skills, tags, owner, the days added and whether they have a CV. The panel
 * starts open when the address holds filters; closed, it asks the server nothing (no tags, no team).
 */
export function CandidateFiltersButton({ active, open, onToggle, onClear, searching, panelId }: { active: number; open: boolean; onToggle: () => void; onClear: () => void; searching: boolean; panelId: string }) {
  return (
    <Bar>
      <Button $variant="outline" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      {(active > 0 || searching) && (
        <Button $variant="ghost" onClick={onClear}>
          Clear all
        </Button>
      )}
    </Bar>
  );
}

/** Whether the panel is open: at first when filters are set, then as the button says. */
export function useFiltersPanel(active: number) {
  const panelId = useId();
  const [open, setOpen] = useState(active > 0);
  return { panelId, open, toggle: () => setOpen((was) => !was) };
}

export function CandidateFiltersPanel({ filters, set, id }: FiltersProps & { id: string }) {
  const ids = useId();
  const [location, setLocation] = useTypedFilter(filters.location ?? '', (value) => set('location', value));
  const [skills, setSkills] = useTypedFilter(filters.skills ?? '', (value) => set('skills', value));
  return (
    <Panel id={id} role="group" aria-label="Filters">
      <Filter>
        <Label htmlFor={`${ids}-availability`}>Availability</Label>
        <Select id={`${ids}-availability`} value={filters.availability ?? ''} onChange={(event) => set('availability', event.target.value)}>
          <option value="">Any</option>
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter>
        <Label htmlFor={`${ids}-location`}>Location</Label>
        <Input id={`${ids}-location`} placeholder="e.g. Leeds" value={location} onChange={(event) => setLocation(event.target.value)} />
      </Filter>
      <Filter>
        <Label htmlFor={`${ids}-skills`}>Skills</Label>
        <Input id={`${ids}-skills`} placeholder="e.g. Python, Django" value={skills} onChange={(event) => setSkills(event.target.value)} />
      </Filter>
      <TagsFilter id={`${ids}-tags`} value={filters.tags} onChange={(value) => set('tags', value)} />
      <OwnerFilter id={`${ids}-owner`} value={filters.owner} onChange={(value) => set('owner', value)} />
      <Filter>
        <Label htmlFor={`${ids}-from`}>Added from</Label>
        <Input id={`${ids}-from`} type="date" value={filters.addedFrom ?? ''} max={filters.addedTo} onChange={(event) => set('addedFrom', event.target.value)} />
      </Filter>
      <Filter>
        <Label htmlFor={`${ids}-to`}>Added to</Label>
        <Input id={`${ids}-to`} type="date" value={filters.addedTo ?? ''} min={filters.addedFrom} onChange={(event) => set('addedTo', event.target.value)} />
      </Filter>
      <Filter>
        <Label htmlFor={`${ids}-cv`}>Has CV</Label>
        <Select id={`${ids}-cv`} value={filters.hasCv ?? ''} onChange={(event) => set('hasCv', event.target.value)}>
          <option value="">Any</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </Select>
      </Filter>
    </Panel>
  );
}

/** Tags: each one chosen is listed with a button that takes it off; a candidate must hold every one. */
function TagsFilter({ id, value, onChange }: { id: string; value: string | undefined; onChange: (value: string) => void }) {
  const { data: registry = [] } = useGetTagsQuery('candidates');
  const colourOf = useTagColours('candidates');
  const chosen = itemsOf(value);
  const left = registry.filter((tag) => !chosen.some((name) => name.toLowerCase() === tag.name.toLowerCase()));
  return (
    <Filter>
      <Label htmlFor={id}>Tags</Label>
      <Select id={id} value="" onChange={(event) => event.target.value && onChange([...chosen, event.target.value].join(','))}>
        <option value="">{chosen.length ? 'And a tag…' : 'Any'}</option>
        {left.map((tag) => (
          <option key={tag.id} value={tag.name}>
            {tag.name}
          </option>
        ))}
      </Select>
      {chosen.length > 0 && (
        <TagList aria-label="Tags chosen">
          {chosen.map((name) => (
            <li key={name}>
              <TagChip name={name} colour={colourOf(name)}>
                <Unset type="button" aria-label={`Stop filtering by tag ${name}`} onClick={() => onChange(chosen.filter((each) => each !== name).join(','))}>
                  ×
                </Unset>
              </TagChip>
            </li>
          ))}
        </TagList>
      )}
    </Filter>
  );
}

/** Owner: anyone, 'Mine' (whoever is signed in: `me`), or a team member. */
function OwnerFilter({ id, value, onChange }: { id: string; value: string | undefined; onChange: (value: string) => void }) {
  const { data: team = [] } = useGetTeamMembersQuery();
  return (
    <Filter>
      <Label htmlFor={id}>Owner</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Anyone</option>
        <option value="me">Mine</option>
        {team.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </Select>
    </Filter>
  );
}
