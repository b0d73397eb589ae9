import { lazy } from 'react';
import { LoadWhenOpened } from '../dialogs/LoadWhenOpened';
import { useExitIntent } from './useExitIntent';

const ExitIntentDialog = lazy(() => import('./ExitIntentDialog').then((module) => ({ default: module.ExitIntentDialog })));

/**
 * The exit-intent offer, shown once per visit when the pointer leaves through the top of the window. The
 * watch starts with the page; the dialog's code loads when it is first shown.
 */
export function ExitIntentOffer() {
  const [open, setOpen] = useExitIntent();
  return (
    <LoadWhenOpened open={open}>
      <ExitIntentDialog open={open} onOpenChange={setOpen} />
    </LoadWhenOpened>
  );
}
