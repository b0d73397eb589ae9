import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@agency/ui';
import { isAdministrator, useSessionUser } from '../shared/session/RequireSession';
import { lazyScreen } from './lazyScreen';

// Each dialog's code (its form, react-hook-form, zod, the contracts) loads the first time it opens (decision 0048).
const AddCandidateDialog = lazyScreen(() => import('../shared/candidates/CandidateFormDialog').then((m) => m.AddCandidateDialog));
const AddEmployerDialog = lazyScreen(() => import('../shared/employers/EmployerDialogs').then((m) => m.AddEmployerDialog));
const AddJobRoleDialog = lazyScreen(() => import('../features/job-roles/JobRoleDialogs').then((m) => m.AddJobRoleDialog));
const AddUserDialog = lazyScreen(() => import('../features/users/AddUserDialog').then((m) => m.AddUserDialog));

interface CreateAction {
  label: string;
  administratorsOnly?: boolean;
  Dialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
}

/** The create dialogs that exist so far; each screen's issue adds its own ('Add Candidate', ...). */
const CREATE_ACTIONS: readonly CreateAction[] = [
  { label: 'Add Candidate', Dialog: AddCandidateDialog },
  { label: 'Add Employer', Dialog: AddEmployerDialog },
  { label: 'Add Job Role', Dialog: AddJobRoleDialog },
  { label: 'Add User', administratorsOnly: true, Dialog: AddUserDialog },
];

/**
 * The header's 'Add New' menu of create dialogs the signed-in user may use. With none (a recruiter,
 * today) there is no button at all rather than one that opens an empty menu (decision 0012).
 */
export function AddNewMenu() {
  const user = useSessionUser();
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  // Dialogs opened once stay mounted, so one closed after a failure still holds what was typed.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (openLabel && !opened.has(openLabel)) setOpened(new Set([...opened, openLabel]));
  // The dialog opens once the menu has closed and given focus back to 'Add New', so that closing the
  // dialog returns focus there (and not to the menu item, which no longer exists).
  const chosen = useRef<string | null>(null);
  const actions = CREATE_ACTIONS.filter((action) => !action.administratorsOnly || isAdministrator(user));
  if (actions.length === 0) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Add New</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={() => {
            if (chosen.current) setOpenLabel(chosen.current);
            chosen.current = null;
          }}
        >
          {actions.map((action) => (
            <DropdownMenuItem key={action.label} onSelect={() => (chosen.current = action.label)}>
              {action.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {actions
        .filter(({ label }) => opened.has(label))
        .map(({ label, Dialog }) => (
          <Suspense key={label} fallback={null}>
            <Dialog open={openLabel === label} onOpenChange={(open) => setOpenLabel(open ? label : null)} />
          </Suspense>
        ))}
    </>
  );
}
