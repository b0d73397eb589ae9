import { useState } from 'react';
import type { ApiKey } from '@agency/contracts';
import { Badge, Button, ConfirmDeleteDialog, Muted, UserText } from '@agency/ui';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from '../../shared/api/apiKeysApi';
import { formatTimestamp } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates } from '../../shared/panels/ListPanel';
import { ListTable, LongText, NoWrap } from '../../shared/panels/ListTable';
import { roleLabel } from '../../shared/session/roles';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const REVOKE = { verb: 'revoke', label: 'Revoke', busyLabel: 'Revoking...' };

/**
 * The API keys other systems use (decision 0109): each with the role it acts as, the start of the key to
 * recognise it by, when it was made and last used, and whether it still works. A new key's secret is shown once,
 * in the dialog that makes it; revoking one stops it at once.
 */
export function ApiKeysCard() {
  const apiKeys = useGetApiKeysQuery();
  const [revokeKey, { isLoading: revoking }] = useRevokeApiKeyMutation();
  const report = useReportResult();
  const [creating, setCreating] = useState(false);
  const [revokingKey, setRevokingKey] = useState<ApiKey | null>(null);

  async function revoke() {
    if (!revokingKey) return;
    const revoked = report(await revokeKey(revokingKey.id), {
      success: { title: 'API key revoked', description: `${revokingKey.name} no longer works` },
      failure: 'Error revoking API key',
    });
    if (revoked) setRevokingKey(null);
  }

  return (
    <ListPanel
      title="API Keys"
      description="Each key acts as a team member of its role. Keep keys secret, and revoke one you no longer need."
      action={<Button onClick={() => setCreating(true)}>Create API key</Button>}
    >
      <ListStates
        query={apiKeys}
        loadingLabel="Loading API keys"
        placeholders={2}
        empty="No API keys yet. Create one for each system that connects to the agency."
      >
        {(keys) => (
          <ListTable columns={['Name', 'Role', 'Key', 'Created', 'Last used', 'Status', 'Actions']}>
            {keys.map((key) => (
              <tr key={key.id}>
                <LongText>
                  <strong>
                    <UserText>{key.name}</UserText>
                  </strong>
                </LongText>
                <NoWrap>{roleLabel(key.role) || key.role}</NoWrap>
                <NoWrap>
                  <code>{key.prefix}…</code>
                </NoWrap>
                {/* Dates wrap before the time, so that Revoke stays in view at 1280 px with an administrator's, a
                    used and a revoked key in the list (issue 31). */}
                <LongText $minWidth="7rem">
                  <time dateTime={key.createdAt}>{formatTimestamp(key.createdAt)}</time>
                  <Muted>
                    by <UserText>{key.createdBy.name}</UserText>
                  </Muted>
                </LongText>
                <LongText $minWidth="7rem">
                  {key.lastUsedAt ? (
                    <time dateTime={key.lastUsedAt}>{formatTimestamp(key.lastUsedAt)}</time>
                  ) : (
                    'Never'
                  )}
                </LongText>
                <td>
                  <Badge $variant={key.revokedAt ? 'secondary' : 'default'}>
                    {key.revokedAt ? 'revoked' : 'active'}
                  </Badge>
                </td>
                <td>
                  {!key.revokedAt && (
                    <Button
                      $variant="destructive"
                      $size="sm"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => setRevokingKey(key)}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListStates>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteDialog
        title="Revoke API key"
        name={revokingKey?.name ?? null}
        deleting={revoking}
        action={REVOKE}
        onConfirm={revoke}
        onClose={() => setRevokingKey(null)}
      />
    </ListPanel>
  );
}
