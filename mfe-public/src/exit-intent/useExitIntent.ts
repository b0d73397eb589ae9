import { useEffect, useState } from 'react';

/**
 * Once per page visit (spec sections 4 and 9): the visit is the loaded page, so this flag lives as long
 * as the document. Going to /about and back does not show the dialog again; a reload is a new visit.
 */
let shownThisVisit = false;

/**
 * True once the pointer leaves the window through its top edge (towards the tabs, the address bar or
 * the close button), the first time in this visit; never again after that.
 */
export function useExitIntent(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (shownThisVisit) return;
    const onLeave = (event: MouseEvent) => {
      // relatedTarget null: the pointer left the document itself, not one element for another.
      if (event.relatedTarget !== null || event.clientY > 0) return;
      shownThisVisit = true;
      document.removeEventListener('mouseout', onLeave);
      setOpen(true);
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, []);
  return [open, setOpen];
}

/**
 * For component tests only: false starts a new page visit; true stands for a visit that has had its
 * dialog already (user-event's first pointer move looks like leaving through the top).
 */
export function setExitIntentShownForTests(shown: boolean) {
  shownThisVisit = shown;
}
