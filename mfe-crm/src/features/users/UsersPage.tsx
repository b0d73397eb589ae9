import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@agency/contracts';
import { Badge, Button, Card, Muted, UserText } from '@agency/ui';
import { formatDay } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates } from '../../shared/panels/ListPanel';
import { ListTable, LongText, NoWrap } from '../../shared/panels/ListTable';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { AddUserDialog } from './AddUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { roleLabel } from '../../shared/session/roles';
import { useDeleteUserMutation, useGetUsersQuery } from '../../shared/api/usersApi';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

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
  const team = useGetUsersQuery();
  const users = team.data;
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
    <ListPanel
      // No count until the list is in: 'Team Members (0)' while loading would be untrue.
      title={users ? `Team Members (${users.length})` : 'Team Members'}
      action={<Button onClick={() => setAdding(true)}>Add User</Button>}
    >
      <ListStates
        query={team}
        loadingLabel="Loading team members"
        placeholders={3}
        empty="No team members found. Add your first user to get started."
      >
        {(members) => (
          <ListTable columns={['Name', 'Email', 'Role', 'Status', 'Added', 'Actions']}>
            {members.map((member) => (
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
                  <Badge
                    $variant={
                      member.status === 'active' && !member.invitationPending ? 'default' : 'secondary'
                    }
                  >
                    {member.invitationPending && member.status === 'active' ? 'invited' : member.status}
                  </Badge>
                </td>
                <NoWrap>
                  <time dateTime={member.createdAt}>{formatDay(member.createdAt)}</time>
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
          </ListTable>
        )}
      </ListStates>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
}
