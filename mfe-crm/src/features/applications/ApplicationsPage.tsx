import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApplicationStatus, type Application } from '@agency/contracts';
import { Alert, Badge, Heading, Input, Label, Muted, Select, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { CardHeader, Details, EmptyState, ItemCard, ListCount, LoadMore, SkeletonCards } from '../../shared/cards/CardList';
import { loadedItems } from '../../shared/cards/pagedList';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { useGetApplicationsInfiniteQuery, useGetRoleOptionsQuery, useSetApplicationStatusMutation, type ApplicationFilter } from '../../shared/api/applicationsApi';
import { candidatePath, jobRolePath } from '../../shared/records/paths';
import { RejectDialog } from './RejectDialog';
import { SETTABLE_STATUSES, SOURCE_LABELS, STATUS_LABELS } from '../../shared/applications/labels';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The export sits at the end of the filters' row, level with their fields. */
const ExportCell = styled.div`
  display: flex;
  align-items: flex-end;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled(ItemCard)<{ $marked: boolean }>`
  border-left: 4px solid ${({ theme, $marked }) => ($marked ? theme.colors.primary : theme.colors.border)};
`;

const Header = styled(CardHeader)`
  flex-wrap: wrap;
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const StatusField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
  select {
    width: auto;
  }
`;

const Reason = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The inbox's filters from its address, so a link (the owner's e-mail) opens it filtered. */
function useFilter(): [ApplicationFilter, (key: keyof ApplicationFilter, value: string) => void, string | null] {
  const [params, setParams] = useSearchParams();
  const status = ApplicationStatus.safeParse(params.get('status'));
  const filter: ApplicationFilter = {
    jobRoleId: params.get('jobRoleId') || undefined,
    status: status.success ? status.data : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const set = (key: keyof ApplicationFilter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('application');
    setParams(next, { replace: true });
  };
  return [filter, set, params.get('application')];
}

/**
 * /manage/applications (decision 0120): every application, newest first, with its candidate, role, employer,
 * source, date and status; filtered by role, status and the days received; the status set on each.
 */
export function ApplicationsPage() {
  const [filter, setFilter, marked] = useFilter();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetApplicationsInfiniteQuery(filter);
  const { data: roles } = useGetRoleOptionsQuery();
  const { items: applications, total } = loadedItems(data);
  // The role in the address (an e-mail's link) is shown chosen even when it is not among the newest 100.
  const roleOptions = (roles?.items ?? []).map((role) => ({ id: role.id, label: role.employer ? `${role.title} (${role.employer.name})` : role.title }));
  if (filter.jobRoleId && !roleOptions.some((role) => role.id === filter.jobRoleId)) {
    roleOptions.push({ id: filter.jobRoleId, label: applications[0]?.jobRoleTitle ?? 'The chosen role' });
  }

  return (
    <section aria-label="Applications">
      <Filters role="search" aria-label="Filter applications" onSubmit={(event) => event.preventDefault()}>
        <div>
          <Label htmlFor="applications-role">Job role</Label>
          <Select id="applications-role" value={filter.jobRoleId ?? ''} onChange={(event) => setFilter('jobRoleId', event.target.value)}>
            <option value="">All roles</option>
            {roleOptions.map((role) => (
              <option key={role.id} value={role.id}>
                {role.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="applications-status">Status</Label>
          <Select id="applications-status" value={filter.status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">All statuses</option>
            {ApplicationStatus.options.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="applications-from">Received from</Label>
          <Input id="applications-from" type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => setFilter('from', event.target.value)} />
        </div>
        <div>
          <Label htmlFor="applications-to">Received to</Label>
          <Input id="applications-to" type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => setFilter('to', event.target.value)} />
        </div>
        <ExportCell>
          <ExportMenu list="applications" query={{ ...filter }} />
        </ExportCell>
      </Filters>
      {!data && isFetching ? (
        <SkeletonCards label="Loading applications" />
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : applications.length === 0 ? (
        <EmptyState title="No applications found" hint="Applications from the website and the candidate portal appear here" />
      ) : (
        <>
          <ListCount shown={applications.length} total={total} noun={['application', 'applications']} />
          <List aria-busy={isFetching && !isFetchingNextPage}>
            {applications.map((application) => (
              <ApplicationItem key={application.id} application={application} marked={application.id === marked} />
            ))}
          </List>
          {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()} />}
        </>
      )}
    </section>
  );
}

function ApplicationItem({ application, marked }: { application: Application; marked: boolean }) {
  const [setStatus, { isLoading: saving }] = useSetApplicationStatusMutation();
  const [rejecting, setRejecting] = useState(false);
  const report = useReportResult();
  const headingId = `application-${application.id}`;
  const statusId = `application-status-${application.id}`;

  async function change(status: (typeof SETTABLE_STATUSES)[number], rejectionReason?: string) {
    const ok = report(await setStatus({ id: application.id, change: { status, rejectionReason } }), {
      success: { title: 'Success', description: 'Application updated successfully' },
      failure: { title: 'Error', description: 'Failed to update application' },
    });
    if (ok) setRejecting(false);
  }

  return (
    <Card aria-labelledby={headingId} $marked={marked} aria-current={marked ? 'true' : undefined}>
      <Header>
        <div>
          <Heading as="h2" $size="lg" id={headingId}>
            {application.candidateId ? (
              <Link to={candidatePath(application.candidateId)}>
                <UserText>{application.candidateFullName}</UserText>
              </Link>
            ) : (
              <UserText>{application.candidateFullName}</UserText>
            )}
          </Heading>
          <Muted>
            {application.jobRoleTitle ? <Link to={jobRolePath(application.jobRoleId)}>{application.jobRoleTitle}</Link> : 'A removed role'}
            {application.employer?.name ? ` · ${application.employer.name}` : ''}
          </Muted>
        </div>
        <StatusField>
          <Label htmlFor={statusId}>Status</Label>
          <Select
            id={statusId}
            value={application.status}
            disabled={saving}
            onChange={(event) => {
              const status = event.target.value as (typeof SETTABLE_STATUSES)[number];
              if (status === 'rejected') setRejecting(true);
              else void change(status);
            }}
          >
            {application.status === 'pending' && <option value="pending">{STATUS_LABELS.pending}</option>}
            {SETTABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </StatusField>
      </Header>
      <div>
        <Badge $variant={application.status === 'pending' ? 'default' : 'secondary'}>{SOURCE_LABELS[application.source ?? 'website']}</Badge>
      </div>
      <Details>
        <li>
          Received <time dateTime={application.createdAt}>{dateText(application.createdAt)}</time>
        </li>
        <li>
          <a href={`mailto:${application.candidateEmail}`}>{application.candidateEmail}</a>
        </li>
      </Details>
      {application.status === 'rejected' && application.rejectionReason && <Reason>Reason: {application.rejectionReason}</Reason>}
      <RejectDialog
        candidateName={application.candidateFullName}
        open={rejecting}
        saving={saving}
        onClose={() => setRejecting(false)}
        onReject={(reason) => void change('rejected', reason)}
      />
    </Card>
  );
}
