import { lazy, useState } from 'react';
import { Button } from '@agency/ui';
import { LoadWhenOpened } from '../dialogs/LoadWhenOpened';

const ApplicationDialog = lazy(() => import('./ApplicationDialog').then((module) => ({ default: module.ApplicationDialog })));

/** 'Apply for This Position': the button, and the application dialog, whose code loads when it is first opened. */
export function ApplyForPosition({ jobRoleId, jobTitle }: { jobRoleId: string; jobTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply for This Position</Button>
      <LoadWhenOpened open={open}>
        <ApplicationDialog jobRoleId={jobRoleId} jobTitle={jobTitle} open={open} onOpenChange={setOpen} />
      </LoadWhenOpened>
    </>
  );
}
