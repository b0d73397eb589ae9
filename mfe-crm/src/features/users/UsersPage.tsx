import { useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import type { User } from '@agency/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Muted,
  Skeleton,
  Table,
  TableScroll,
  UserText,
} from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useReportResult } from '../../shared/forms/useReportResult';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { AddUserDialog } from './AddUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { roleLabel } from '../../shared/session/roles';
import { useDeleteUserMutation, useGetUsersQuery } from '../../shared/api/usersApi';

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

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

/** A name or an address: wraps (inside a long word too) so that the row's buttons stay in view at 1280 px. */
const LongText = styled.td`
  min-width: 10rem;
  overflow-wrap: anywhere;
`;

/** A date as people read it, e.g. 'Mar 4, 2026'. */
const added = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** /manage/users: the team (administrators only; spec: Users). */
export function UsersPage() {
  const user = useSessionUser();
  if (!isAdministrator(user)) {
    // Not requested at all for anyone else: the list is the administrators' alone (spec section 6).
    return (
      <Card>
        <Muted>Access denied. Only administrators can manage users.</Muted>
      </Card>
    );
  }
  return <TeamMembers currentUserId={user.id} />;
}

function TeamMembers({ currentUserId }: { currentUserId: string }) {
  const { data: users, isLoading, error } = useGetUsersQuery();
  const [deleteUser] = useDeleteUserMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(member: User) {
    if (!window.confirm(`Are you sure you want to delete ${member.name}? This action cannot be undone.`))
      return;
    setDeleting(member.id);
    const result = await deleteUser(member.id);
    setDeleting(null);
    report(result, {
      success: { title: 'User deleted', description: 'Team member has been removed' },
      failure: 'Error deleting user',
    });
  }

  return (
    <Panel>
      <PanelHeader>
        <Heading as="h2" $size="lg">
          {/* No count until the list is in: 'Team Members (0)' while loading would be untrue. */}
          {users ? `Team Members (${users.length})` : 'Team Members'}
        </Heading>
        <Button onClick={() => setAdding(true)}>Add User</Button>
      </PanelHeader>
      {isLoading ? (
        <PanelBody aria-busy="true" aria-label="Loading team members">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" style={{ marginTop: i ? '1rem' : 0 }} />
          ))}
        </PanelBody>
      ) : error ? (
        <PanelBody>
          <Alert>{describeError(error)}</Alert>
        </PanelBody>
      ) : !users || users.length === 0 ? (
        <PanelBody>
          <Muted>No team members found. Add your first user to get started.</Muted>
        </PanelBody>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((member) => (
                <tr key={member.id}>
                  <LongText>
                    <strong>
                      <UserText>{member.name}</UserText>
                    </strong>
                  </LongText>
                  <LongText>{member.email}</LongText>
                  <NoWrap>{roleLabel(member.role) || member.role}</NoWrap>
                  <td>
                    {/* An invited member cannot sign in until they choose a password from the e-mail. */}
                    <Badge $variant={member.status === 'active' && !member.invitationPending ? 'default' : 'secondary'}>
                      {member.invitationPending && member.status === 'active' ? 'invited' : member.status}
                    </Badge>
                  </td>
                  <NoWrap>
                    <time dateTime={member.createdAt}>{added(member.createdAt)}</time>
                  </NoWrap>
                  <td>
                    <Actions>
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Edit ${member.name}`}
                        onClick={() => setEditing(member)}
                      >
                        Edit
                      </Button>
                      {/* Nobody deletes their own account (spec: Users). */}
                      {member.id !== currentUserId && (
                        <Button
                          $variant="destructive"
                          $size="sm"
                          aria-label={`Delete ${member.name}`}
                          disabled={deleting === member.id}
                          onClick={() => remove(member)}
                        >
                          Delete
                        </Button>
                      )}
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
