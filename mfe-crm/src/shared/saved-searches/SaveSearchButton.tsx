import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@agency/ui';
import { SavedSearchDialog } from './SavedSearchDialog';
import { searchOfAddress } from './savedSearchesApi';

/** 'Save search' on the candidate list: keeps the page's search and filters (its address query) under a name. */
export function SaveSearchButton() {
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="outline" onClick={() => setOpen(true)}>
        Save Search
      </Button>
      <SavedSearchDialog open={open} onClose={() => setOpen(false)} query={searchOfAddress(search)} />
    </>
  );
}
