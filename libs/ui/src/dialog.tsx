import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { SubmitButton } from './form';
import { Button, iconButtonStyles } from './primitives';

/** A modal dialog: `<Dialog open onOpenChange>` around a `<DialogContent title=…>`. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// Overlay and content share one layer, so the page order stacks them: a dialog opened from another dialog
// (Suggest Job Match from Candidate Details) dims the first one instead of sitting beside it undimmed.
const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.dialog};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 120ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Content = styled(RadixDialog.Content)<{ $wide?: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.layer.dialog};
  width: calc(100% - 2rem);
  max-width: ${({ $wide }) => ($wide ? '42rem' : '32rem')};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding-right: ${({ theme }) => theme.space(8)};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  line-height: 1.3;
`;

const Description = styled(RadixDialog.Description)`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const CloseButton = styled(RadixDialog.Close)`
  ${iconButtonStyles}
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  font-size: 1.5rem;
  line-height: 1;
`;

type DialogContentProps = Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> & {
  /** Names the dialog for assistive technology and shows as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Wide enough for a form of many fields in two columns, or a record's details. */
  wide?: boolean;
  children?: ReactNode;
};

/**
 * The dialog's panel, over a dimmed page: a title (required, it names the dialog), an optional
 * description, a close button, and the content. Focus stays inside while it is open and returns
 * to what opened it; Escape and a click outside close it.
 */
export function DialogContent({
  title,
  description,
  wide,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix returns focus to a <DialogTrigger>; a dialog opened another way (a menu item, a row's button
  // with state) would leave focus on the page's body. So remember what had focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <Overlay />
      {/* Without a description, say so, rather than point aria-describedby at nothing. */}
      <Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        $wide={wide}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <Header>
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
        </Header>
        {children}
        <CloseButton aria-label="Close">
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Content>
    </RadixDialog.Portal>
  );
}

/**
 * The dialog's buttons, at the end of its content. A long form scrolls under them: they stay at the bottom of
 * the dialog, in view, instead of being found only by scrolling inside it (issue 21).
 */
export const DialogFooter = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space(6)});
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(6)} calc(-1 * ${theme.space(6)}) calc(-1 * ${theme.space(6)})`};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)} ${theme.space(6)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The shell of every create and edit dialog: the dialog and its titled panel around a form that is
 * mounted only while the dialog is open, so each opening starts afresh (empty to add, filled from the
 * record to edit) and nothing typed survives a Cancel. The form ends with `<FormDialogFooter>`; it calls
 * `onClose` when it has saved, and on a failure leaves the dialog open with what was typed.
 */
export function FormDialog({
  open,
  onClose,
  children,
  ...content
}: Omit<DialogContentProps, 'children'> & { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && <DialogContent {...content}>{children}</DialogContent>}
    </Dialog>
  );
}

/**
 * The end of a create or edit dialog's form: 'Cancel', and the submit button that reads busy while saving;
 * `before` goes first (another way to look at what was typed, e.g. a preview).
 */
export function FormDialogFooter({
  submitting,
  label,
  busyLabel,
  before,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  before?: ReactNode;
}) {
  return (
    <DialogFooter>
      {before}
      <DialogClose asChild>
        <Button $variant="outline">Cancel</Button>
      </DialogClose>
      <SubmitButton submitting={submitting} label={label} busyLabel={busyLabel} />
    </DialogFooter>
  );
}
