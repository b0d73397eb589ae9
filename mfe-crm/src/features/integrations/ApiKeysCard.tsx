import { useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import type { ApiKey } from '@agency/contracts';
import { Alert, Badge, Button, Card, ConfirmDeleteDialog, Heading, Muted, Skeleton, Table, TableScroll, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from '../../shared/api/apiKeysApi';
import { useReportResult } from '../../shared/forms/useReportResult';
import { roleLabel } from '../../shared/session/roles';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const Panel = styled(Card)`
  padding: 0;
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space(6)};
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

const LongText = styled.td`
  min-width: 10rem;
  overflow-wrap: anywhere;
`;

/** A date and time as people read it, e.g. 'Mar 4, 2026, 2:05 PM'. */
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

const REVOKE = { verb: 'revoke', label: 'Revoke', busyLabel: 'Revoking...' };

/**
 * The API keys other systems use (decision 0109): each with the role it acts as, the start of the key to
 * recognise it by, when it was made and last used, and whether it still works. A new key's secret is shown once,
 * in the dialog that makes it; revoking one stops it at once.
 */
export function ApiKeysCard() {
  const { data: keys, isLoading, error } = useGetApiKeysQuery();
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
    <Panel>
      <PanelHeader>
        <div>
          <Heading as="h2" $size="lg">
            API Keys
          </Heading>
          <Muted>Each key acts as a team member of its role. Keep keys secret, and revoke one you no longer need.</Muted>
        </div>
        <Button onClick={() => setCreating(true)}>Create API key</Button>
      </PanelHeader>
      {isLoading ? (
        <PanelBody aria-busy="true" aria-label="Loading API keys">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" style={{ marginTop: i ? '1rem' : 0 }} />
          ))}
        </PanelBody>
      ) : error ? (
        <PanelBody>
          <Alert>{describeError(error)}</Alert>
        </PanelBody>
      ) : !keys || keys.length === 0 ? (
        <PanelBody>
          <Muted>No API keys yet. Create one for each system that connects to the agency.</Muted>
        </PanelBody>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
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
                  <LongText>
                    <time dateTime={key.createdAt}>{when(key.createdAt)}</time>
                    <Muted>
                      by <UserText>{key.createdBy.name}</UserText>
                    </Muted>
                  </LongText>
                  <NoWrap>{key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{when(key.lastUsedAt)}</time> : 'Never'}</NoWrap>
                  <td>
                    <Badge $variant={key.revokedAt ? 'secondary' : 'default'}>{key.revokedAt ? 'revoked' : 'active'}</Badge>
                  </td>
                  <td>
                    {!key.revokedAt && (
                      <Button $variant="destructive" $size="sm" aria-label={`Revoke ${key.name}`} onClick={() => setRevokingKey(key)}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteDialog
        title="Revoke API key"
        name={revokingKey?.name ?? null}
        deleting={revoking}
        action={REVOKE}
        onConfirm={revoke}
        onClose={() => setRevokingKey(null)}
      />
    </Panel>
  );
}
