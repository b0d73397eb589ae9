import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { EmployerRecord } from '@agency/contracts';
import { Badge, Button, Muted, UserText } from '@agency/ui';
import { useGetEmployerRecordQuery } from '../../../shared/api/recordsApi';
import { EditEmployerDialog } from '../../../shared/employers/EmployerDialogs';
import { employerStatus } from '../../../shared/employers/status';
import { jobRolePath } from '../../../shared/records/paths';
import { PlacementsCard } from '../../../shared/records/PlacementsCard';
import { Empty, EntryTop, Facts, RecordCard, RecordColumn, RecordGrid, RecordListCard, RecordPending, TypedText } from '../../../shared/records/RecordLayout';
import { CustomFieldsCard } from '../../../shared/custom-fields/CustomFieldFacts';
import { Timeline } from '../../../shared/records/Timeline';
import { RecordTasks } from '../../../shared/tasks/RecordTasks';
import { websiteHref } from '../EmployerCard';
import { InviteToClientPortal } from './InviteToClientPortal';

const ContactLines = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  a {
    overflow-wrap: anywhere;
  }
`;

const InviteLine = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const ROLE_STATUS: Record<string, string> = { open: 'Open', on_hold: 'On Hold', filled: 'Filled', closed: 'Closed' };

/**
 * `/manage/employers/:id`: the client in one request (decision 0119): its details, its contact people, job
 * roles (each to its own page), placements, interactions and notes. Its heading is the shell's (RecordHeading).
 */
export function EmployerRecordPage({ employerId }: { employerId: string }) {
  const { currentData: record, isFetching, error } = useGetEmployerRecordQuery(employerId);
  return record ? <EmployerRecordView record={record} /> : <RecordPending what="employer" isFetching={isFetching} error={error} />;
}

function EmployerRecordView({ record }: { record: EmployerRecord }) {
  const { employer } = record;
  const [editing, setEditing] = useState(false);
  const status = employerStatus(employer.status);
  const contacts = employer.contacts ?? [];
  return (
    <RecordGrid>
      <RecordColumn>
        <RecordCard
          title="Company"
          actions={
            <Button $variant="outline" $size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          }
        >
          <Facts>
            <dt>Status</dt>
            <dd>
              <Badge $variant={status.badge}>{status.label}</Badge>
            </dd>
            <dt>Industry</dt>
            <dd>
              <UserText>{employer.industry || 'No industry specified'}</UserText>
            </dd>
            {employer.location && (
              <>
                <dt>Location</dt>
                <dd>
                  <UserText>{employer.location}</UserText>
                </dd>
              </>
            )}
            {employer.website && (
              <>
                <dt>Website</dt>
                <dd>
                  <a href={websiteHref(employer.website)} target="_blank" rel="noopener noreferrer">
                    <UserText>{employer.website}</UserText>
                  </a>
                </dd>
              </>
            )}
          </Facts>
        </RecordCard>

        <CustomFieldsCard entity="employer" values={employer.customFields} />

        <RecordListCard title="Contacts" items={contacts} empty="No contact people yet. Use Edit to add them.">
          {(contact, index) => (
            <li key={index}>
              <EntryTop>
                <strong>
                  <UserText>{contact.name}</UserText>
                </strong>
                {index === 0 && contacts.length > 1 && <Badge $variant="outline">Main contact</Badge>}
              </EntryTop>
              <Muted>
                <UserText>{contact.jobTitle || 'No job title'}</UserText>
              </Muted>
              {(contact.email || contact.phone) && (
                <ContactLines>
                  {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
                  {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
                </ContactLines>
              )}
              {contact.email && (
                <InviteLine>
                  <InviteToClientPortal employerId={employer.id} contact={{ name: contact.name, email: contact.email }} />
                </InviteLine>
              )}
            </li>
          )}
        </RecordListCard>

        <RecordListCard title="Job Roles" items={record.jobRoles} empty="No job roles yet">
          {(role) => (
            <li key={role.id}>
              <EntryTop>
                <strong>
                  <Link to={jobRolePath(role.id)}>
                    <UserText>{role.title}</UserText>
                  </Link>
                </strong>
                <Badge $variant={role.status === 'open' ? 'default' : 'secondary'}>{ROLE_STATUS[role.status] ?? role.status}</Badge>
              </EntryTop>
              {role.location && (
                <Muted>
                  <UserText>{role.location}</UserText>
                </Muted>
              )}
            </li>
          )}
        </RecordListCard>

        <RecordCard title="Notes">
          {employer.description ? <TypedText>{employer.description}</TypedText> : <Empty>No notes yet. Use Edit to add them.</Empty>}
        </RecordCard>
      </RecordColumn>

      <RecordColumn>
        <RecordTasks record={{ employerId: employer.id }} />
        <PlacementsCard placements={record.placements} show="candidate" />
        <Timeline interactions={record.interactions} show="candidate" />
      </RecordColumn>

      <EditEmployerDialog employer={editing ? employer : null} onClose={() => setEditing(false)} />
    </RecordGrid>
  );
}
