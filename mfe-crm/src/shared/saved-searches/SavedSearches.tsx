import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type SavedSearch } from '@agency/contracts';
import { ConfirmDeleteDialog } from '@agency/ui';
import { useReportResult } from '../forms/useReportResult';
import { SavedSearchDialog } from './SavedSearchDialog';
import { savedSearchPath, useDeleteSavedSearchMutation, useGetSavedSearchesQuery } from './savedSearchesApi';

// In the sidebar: its colours, the sections' link look, smaller.
const Section = styled.section`
  font-size: ${({ theme }) => theme.font.size.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    opacity: 0.7;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
    opacity: 0.85;
    overflow-wrap: anywhere;
  }
  a:hover {
    opacity: 1;
    background: rgba(255, 255, 255, 0.1);
  }
  small {
    display: block;
    opacity: 0.7;
  }
  button {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    opacity: 0.75;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    opacity: 1;
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** 'Saved searches' in the sidebar: the member's own (to edit and delete) and the team's shared ones, each a link to the list. */
export function SavedSearches() {
  const { data } = useGetSavedSearchesQuery();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [removing, setRemoving] = useState<SavedSearch | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteSavedSearchMutation();
  const report = useReportResult();
  // Nothing saved, or not loaded (yet or at all): the sidebar shows its sections only.
  if (!data?.items.length) return null;

  async function confirmRemove() {
    if (!removing) return;
    if (report(await remove(removing.id), { success: { title: 'Saved search deleted' }, failure: 'Error deleting saved search' })) setRemoving(null);
  }

  return (
    <Section aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      <ul>
        {data.items.map((search) => (
          <li key={search.id}>
            <Link to={savedSearchPath(search.query)}>
              {search.name}
              {!search.mine && <small>Shared by {search.ownerName || 'a colleague'}</small>}
            </Link>
            {search.mine && (
              <>
                <button type="button" aria-label={`Edit saved search ${search.name}`} onClick={() => setEditing(search)}>
                  Edit
                </button>
                <button type="button" aria-label={`Delete saved search ${search.name}`} onClick={() => setRemoving(search)}>
                  Delete
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <SavedSearchDialog key={editing?.id} open={editing !== null} onClose={() => setEditing(null)} search={editing ?? undefined} />
      <ConfirmDeleteDialog title="Delete Saved Search" name={removing?.name ?? null} deleting={deleting} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </Section>
  );
}
