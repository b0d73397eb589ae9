import { useRef, useState, type ComponentType } from 'react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@agency/ui';
import { AddCandidateDialog } from '../candidates/CandidateFormDialog';
import { AddEmployerDialog } from '../employers/EmployerDialogs';
import { AddJobRoleDialog } from '../job-roles/JobRoleDialogs';
import { isAdministrator, useSessionUser } from '../session/RequireSession';
import { AddUserDialog } from '../users/AddUserDialog';

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
      {actions.map(({ label, Dialog }) => (
        <Dialog
          key={label}
          open={openLabel === label}
          onOpenChange={(open) => setOpenLabel(open ? label : null)}
        />
      ))}
    </>
  );
}
