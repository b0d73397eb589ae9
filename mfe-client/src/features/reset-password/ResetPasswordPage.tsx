import { useState } from 'react';
import type { ClientLoginResponse } from '@agency/contracts';
import { Alert, Heading, Muted } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { CardPage, CardPanel, ChoosePasswordCard } from '@agency/web-kit/sign-in';
import { useResetPasswordMutation } from '../../shared/api/authApi';

/**
 * The page an e-mailed link opens, an invitation or a forgotten password (`/clientportal/reset-password?token=…`,
 * decision 0130): the new password twice. Saving signs the contact in; the portal then takes the token out of the
 * address.
 */
export function ResetPasswordPage({ token, onSignedIn }: { token: string | null; onSignedIn: (session: ClientLoginResponse) => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string>();

  if (!token) {
    return (
      <CardPage>
        <CardPanel>
          <Heading as="h1" $size="xl">
            Choose a new password
          </Heading>
          <Muted style={{ marginTop: '0.5rem' }}>This link is incomplete. Open the link from your email again, or ask for a new one from the sign-in page.</Muted>
        </CardPanel>
      </CardPage>
    );
  }

  const save = async (newPassword: string) => {
    setFailure(undefined);
    const result = await resetPassword({ token, newPassword });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    onSignedIn(result.data);
  };

  return (
    <CardPage>
      {failure && (
        <Alert style={{ width: '100%', maxWidth: '28rem', marginBottom: '1rem' }}>
          Failed to set password. {failure}
        </Alert>
      )}
      <ChoosePasswordCard onSave={save} />
    </CardPage>
  );
}
