import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  FormDialog,
  FormDialogFooter,
  ThemeProvider,
  theme,
} from './index';

const withTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

afterEach(cleanup);

describe('Dialog', () => {
  function renderDialog(description?: string) {
    withTheme(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add User</Button>
        </DialogTrigger>
        <DialogContent title="Add New Team Member" description={description}>
          <input aria-label="Full Name" />
        </DialogContent>
      </Dialog>,
    );
  }

  it('is named by its title and described by its description', async () => {
    renderDialog('Create an account for a colleague');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Team Member' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Create an account for a colleague',
    );
  });

  it('closes with its close button and with Escape, and gives focus back to what opened it', async () => {
    renderDialog();
    const opener = screen.getByRole('button', { name: 'Add User' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog opened without a DialogTrigger', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Edit Sam</Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Edit Team Member">
            <input aria-label="Full Name" />
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it('gives focus back to what had it when the dialog opened', async () => {
    withTheme(<Opener />);
    const opener = screen.getByRole('button', { name: 'Edit Sam' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('FormDialog', () => {
  function AddNote() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add Note</Button>
        <FormDialog open={open} onClose={() => setOpen(false)} title="Add New Note">
          <form aria-label="Add New Note" onSubmit={(event) => (event.preventDefault(), setOpen(false))}>
            <input aria-label="Note" />
            <FormDialogFooter submitting={false} label="Add Note" busyLabel="Adding..." />
          </form>
        </FormDialog>
      </>
    );
  }

  it('starts a fresh form at each opening: what was typed before Cancel is gone', async () => {
    withTheme(<AddNote />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'call back');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByRole('dialog', { name: 'Add New Note' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('');
  });
});

describe('DropdownMenu', () => {
  it('opens from its button with the keyboard and runs the chosen item', async () => {
    const onSelect = vi.fn();
    withTheme(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Add New</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onSelect}>Add User</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Add New' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Add User' });
    await userEvent.click(item);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Alert', () => {
  it('is announced as an alert', () => {
    withTheme(<Alert>Invalid credentials</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Invalid credentials');
  });
});
