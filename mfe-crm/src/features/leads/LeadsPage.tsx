import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Lead, LeadStatus } from '@agency/contracts';
import { Alert, Badge, Heading, Label, Muted, UserText } from '@agency/ui';
import {
  CardHeader,
  Details,
  EmptyState,
  ItemCard,
  ListCount,
  LoadMore,
  SkeletonCards,
  Toolbar,
} from '../../shared/cards/CardList';
import { MailIcon, PhoneIcon } from '../../shared/cards/icons';
import { loadedItems } from '../../shared/cards/pagedList';
import { describeError } from '@agency/web-kit';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { leadAge } from './leadAge';
import { LEAD_STATUS_OPTIONS, SERVICE_LABELS } from './labels';
import { useGetLeadsInfiniteQuery, useUpdateLeadStatusMutation } from '../../shared/api/leadsApi';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const LeadCard = styled(ItemCard)<{ $overdue: boolean }>`
  border-left: 4px solid
    ${({ theme, $overdue }) => ($overdue ? theme.colors.destructive : theme.colors.border)};
`;

const Age = styled.p<{ $overdue: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.destructive : theme.colors.muted)};
`;

const Message = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

/** The name and age, and the status beside them; on a narrow screen the status goes underneath. */
const LeadHeader = styled(CardHeader)`
  flex-wrap: wrap;
  > :first-child {
    flex: 1 1 12rem;
  }
`;

const NoMessage = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
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

const Intro = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The time now, moved on every minute so that the ages and the time left stay true on an open page. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /manage/leads: the website's consultation and CV assessment requests, new ones first, each with its
 * age against the promised 24-hour reply (decision 0040).
 */
export function LeadsPage() {
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useGetLeadsInfiniteQuery({
      q: '',
    });
  const now = useNow();
  const { items: leads, total } = loadedItems(data);
  const newCount = data?.pages.at(-1)?.newCount ?? 0;

  return (
    <section aria-label="Leads">
      <Toolbar>
        <ExportMenu list="leads" query={{}} />
      </Toolbar>
      {!data && isFetching ? (
        <SkeletonCards label="Loading leads" />
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : leads.length === 0 ? (
        <EmptyState
          title="No leads yet"
          hint="Requests from the website's free consultation and CV assessment offers appear here"
        />
      ) : (
        <>
          <Intro>
            {newCount === 0
              ? 'No new leads waiting for a reply.'
              : `${newCount} new ${newCount === 1 ? 'lead' : 'leads'} waiting for a reply: we promise one within 24 hours.`}
          </Intro>
          <ListCount shown={leads.length} total={total} noun={['lead', 'leads']} />
          <List aria-busy={isFetching && !isFetchingNextPage}>
            {leads.map((lead) => (
              <LeadItem key={lead.id} lead={lead} now={now} />
            ))}
          </List>
          {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()} />}
        </>
      )}
    </section>
  );
}

function LeadItem({ lead, now }: { lead: Lead; now: Date }) {
  const [updateStatus, { isLoading: saving }] = useUpdateLeadStatusMutation();
  const report = useReportResult();
  const age = leadAge(lead.createdAt, lead.status === 'new', now);
  const headingId = `lead-${lead.id}`;
  const statusId = `lead-status-${lead.id}`;

  async function changeStatus(status: LeadStatus) {
    report(await updateStatus({ id: lead.id, status }), {
      success: { title: 'Success', description: 'Lead updated successfully' },
      failure: { title: 'Error', description: 'Failed to update lead' },
    });
  }

  return (
    <LeadCard aria-labelledby={headingId} $overdue={age.overdue}>
      <LeadHeader>
        <div>
          <Heading as="h2" $size="lg" id={headingId}>
            <UserText>{lead.name}</UserText>
          </Heading>
          <Age $overdue={age.overdue}>{age.text}</Age>
        </div>
        <StatusField>
          <Label htmlFor={statusId}>Status</Label>
          <OptionSelect
            id={statusId}
            options={LEAD_STATUS_OPTIONS}
            value={lead.status}
            disabled={saving}
            onChange={(event) => changeStatus(event.target.value as LeadStatus)}
          />
        </StatusField>
      </LeadHeader>
      <div>
        <Badge $variant={lead.status === 'new' ? 'default' : 'secondary'}>
          {SERVICE_LABELS[lead.service]}
        </Badge>
      </div>
      <Details>
        <li>
          <MailIcon />
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </li>
        {lead.phone && (
          <li>
            <PhoneIcon />
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          </li>
        )}
      </Details>
      {lead.message ? <Message>{lead.message}</Message> : <NoMessage>No message</NoMessage>}
    </LeadCard>
  );
}
