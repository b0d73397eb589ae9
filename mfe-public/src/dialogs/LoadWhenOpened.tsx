import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog (`React.lazy`) from the first time it is opened: its code (Radix Dialog,
 * the form, react-hook-form and zod) is then not part of the page's first load (decision 0041). Once
 * loaded it stays mounted, so a dialog closed after a failure still holds what the visitor typed.
 */
export function LoadWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
