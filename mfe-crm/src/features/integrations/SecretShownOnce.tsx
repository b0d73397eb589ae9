import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, DialogClose, DialogFooter, FormDialog, Input } from '@agency/ui';

const SecretRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  input {
    font-family: ui-monospace, monospace;
  }
`;

/** Said before the secret, in words that cannot be missed. */
const OnceOnly = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A dialog that makes something with a secret the server keeps no readable copy of, or shows no more (an API key,
 * a webhook's signing secret): first `form`, then, once, the secret of what it made (`secretOf`) with the warning,
 * Copy and Done; `children` say what to do with it. Closing the dialog forgets what was made, so nothing keeps the
 * secret after that.
 */
export function SecretShownOnceDialog<Created>({
  open,
  onClose,
  title,
  description,
  shownTitle,
  what,
  form,
  secretOf,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The title once the secret is shown, e.g. 'Copy your new API key'. */
  shownTitle: string;
  /** Names the secret in the messages: 'key', 'secret'. */
  what: string;
  form: (onCreated: (created: Created) => void) => ReactNode;
  secretOf: (created: Created) => { secret: string; label: string };
  children: ReactNode;
}) {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={created !== null ? shownTitle : title}
      description={created !== null ? undefined : description}
    >
      {created !== null ? (
        <SecretShownOnce {...secretOf(created)} what={what}>
          {children}
        </SecretShownOnce>
      ) : (
        form(setCreated)
      )}
    </FormDialog>
  );
}

/** The end of the dialog: the warning, the secret with Copy, and Done. */
function SecretShownOnce({
  secret,
  what,
  label,
  children,
}: {
  secret: string;
  what: string;
  label: string;
  children: ReactNode;
}) {
  const [copied, setCopied] = useState<'yes' | 'blocked' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('blocked');
    }
  }
  return (
    <div>
      <OnceOnly>
        <strong>Copy this {what} now: you will not see it again.</strong> {children}
      </OnceOnly>
      <SecretRow>
        <Input readOnly aria-label={label} value={secret} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" $variant="outline" onClick={copy}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </SecretRow>
      {copied === 'blocked' && (
        <Alert>Copying is blocked in this browser. Select the {what} and copy it yourself.</Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
