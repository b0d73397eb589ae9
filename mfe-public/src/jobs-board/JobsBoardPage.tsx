import { type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  EMPLOYMENT_TYPE_LABELS,
  EmploymentType,
  JOBS_BOARD_PAGE_SIZE,
  jobsBoardMeta,
  JobsBoardQuery,
  jobsBoardSearch,
} from '@agency/contracts';
import { Button, Card, Container, Field, Input, Label, MAIN_ID, Muted, Select, Skeleton } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { usePageMeta } from '../jobs/useJobMeta';
import { Footer } from '../landing/Footer';
import { Header } from '../landing/Header';
import { RoleCard, RoleGrid } from '../landing/OpenPositions';
import { useGetJobsBoardQuery } from './boardApi';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(12)};
`;

// At least a screen tall, so the footer does not jump down when the list arrives (as on the job page).
const Main = styled.main`
  min-height: 100vh;
`;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  margin-block: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  && > * { margin-top: 0; }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: 600; }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(8)};
  a { font-weight: 600; }
`;

const Notice = styled(Card)`
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space(2)}; }
  p + p { margin-top: ${({ theme }) => theme.space(4)}; }
`;

const at = (query: JobsBoardQuery) => `/jobs${jobsBoardSearch(query)}`;

/**
 * The jobs board `/jobs` (decision 0117): every open role, newest first, with keyword, location and
 * employment-type filters and pages, all in the address, so a filtered page can be linked, and the gateway
 * renders its title, description and canonical link the same.
 */
export function JobsBoardPage() {
  const { search } = useLocation();
  const parsed = JobsBoardQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const query = parsed.success ? parsed.data : undefined;
  const canonical = query && `${window.location.origin}${at(query)}`;
  usePageMeta(query && { ...jobsBoardMeta(query), tags: [] }, canonical);

  return (
    <>
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Page>
          <h1>Open Roles</h1>
          <Muted>Every open role we are recruiting for, newest first.</Muted>
          {/* Keyed on the address: the fields show its filters after a link, Back or 'Clear filters'. */}
          <FilterForm key={search} query={query} />
          {query ? (
            <Results query={query} />
          ) : (
            <Notice role="alert">
              <h2>This search could not be read</h2>
              <Muted>{parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}</Muted>
              <p>
                <Link to="/jobs">Clear filters</Link>
              </p>
            </Notice>
          )}
        </Page>
      </Main>
      <Footer />
    </>
  );
}

function FilterForm({ query }: { query: JobsBoardQuery | undefined }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const type = EmploymentType.safeParse(form.get('type'));
    // A new search starts at its first page.
    navigate(at({ q: String(form.get('q') ?? '').trim(), location: String(form.get('location') ?? '').trim(), type: type.success ? type.data : undefined, page: 1 }));
  };
  return (
    <Filters role="search" aria-label="Filter open roles" onSubmit={submit}>
      <Field>
        <Label htmlFor="jobs-q">Keyword</Label>
        <Input id="jobs-q" name="q" type="search" maxLength={200} placeholder="Title, skill or company" defaultValue={query?.q ?? ''} />
      </Field>
      <Field>
        <Label htmlFor="jobs-location">Location</Label>
        <Input id="jobs-location" name="location" maxLength={200} placeholder="City or remote" defaultValue={query?.location ?? ''} />
      </Field>
      <Field>
        <Label htmlFor="jobs-type">Employment type</Label>
        <Select id="jobs-type" name="type" defaultValue={query?.type ?? ''}>
          <option value="">Any type</option>
          {EmploymentType.options.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">Search</Button>
    </Filters>
  );
}

function Results({ query }: { query: JobsBoardQuery }) {
  // currentData: this address's list only, never the previous page's while the next one loads.
  const { currentData: list, isFetching, error } = useGetJobsBoardQuery(query);
  const filtered = Boolean(query.q || query.location || query.type);
  const clear = filtered && <Link to="/jobs">Clear filters</Link>;
  if (!list && isFetching) {
    return (
      <RoleGrid aria-busy="true" aria-label="Loading open roles">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Card>
              <Skeleton $height="1.25rem" $width="70%" />
              <Skeleton $height="1rem" $width="40%" style={{ marginTop: '0.75rem' }} />
            </Card>
          </li>
        ))}
      </RoleGrid>
    );
  }
  if (!list) {
    return (
      <Notice role="alert">
        <h2>Open roles are unavailable</h2>
        <Muted>{describeError(error)}</Muted>
        {clear && <p>{clear}</p>}
      </Notice>
    );
  }
  const pages = Math.ceil(list.total / JOBS_BOARD_PAGE_SIZE);
  if (list.total === 0) {
    return filtered ? (
      <Notice role="status">
        <h2>No roles match your search</h2>
        <Muted>Try other words, another location or any employment type.</Muted>
        <p>{clear}</p>
      </Notice>
    ) : (
      <Notice role="status">
        <h2>No Open Positions Currently</h2>
        <Muted>New roles are added regularly. Please check back soon.</Muted>
      </Notice>
    );
  }
  if (query.page > pages) {
    return (
      <Notice role="status">
        <h2>There is no page {query.page}</h2>
        <Muted>
          {list.total} {list.total === 1 ? 'role matches' : 'roles match'}, on {pages} {pages === 1 ? 'page' : 'pages'}.
        </Muted>
        <p>
          <Link to={at({ ...query, page: pages })}>Go to page {pages}</Link>
        </p>
      </Notice>
    );
  }
  const first = (query.page - 1) * JOBS_BOARD_PAGE_SIZE + 1;
  return (
    <>
      <Summary aria-live="polite">
        <h2>
          {list.total === 1 ? '1 open role' : `${list.total} open roles`}
          {pages > 1 && `, showing ${first}–${first + list.items.length - 1}`}
        </h2>
        {clear}
      </Summary>
      <RoleGrid aria-label="Open roles">
        {list.items.map((role) => (
          <RoleCard key={role.id} role={role} />
        ))}
      </RoleGrid>
      {pages > 1 && (
        <Pages aria-label="Pages">
          {query.page > 1 && <Link to={at({ ...query, page: query.page - 1 })}>Previous page</Link>}
          <span aria-current="page">
            Page {query.page} of {pages}
          </span>
          {query.page < pages && <Link to={at({ ...query, page: query.page + 1 })}>Next page</Link>}
        </Pages>
      )}
    </>
  );
}
