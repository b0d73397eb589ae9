import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, Container, MAIN_ID, Muted, Skeleton } from '@agency/ui';
import { useGetJobRoleQuery } from '../api';
import { ApplyForPosition } from '../apply/ApplyForPosition';
import { Footer } from '../landing/Footer';
import { Header } from '../landing/Header';
import { useJobMeta } from './useJobMeta';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(12)};
  max-width: 52rem;
`;

// At least a screen tall: the footer stays below the fold while the role loads, instead of showing under the
// skeleton and being pushed down when the role arrives (a layout shift, decision 0048).
const Main = styled.main`
  min-height: 100vh;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  /* A title may hold a word longer than a phone is wide. */
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Body = styled(Card)`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space(3)}; }
  h2:not(:first-child) { margin-top: ${({ theme }) => theme.space(8)}; }
  p + p { margin-top: ${({ theme }) => theme.space(3)}; }
  overflow-wrap: anywhere;
`;

const ApplyBar = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  display: flex;
  justify-content: flex-start;
`;

/** Splits text into paragraphs at line breaks (spec: job detail). */
function Paragraphs({ text }: { text: string | null | undefined }) {
  return (
    <>
      {(text ?? '')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </>
  );
}

/**
 * The job page (spec: job detail): title, '{Company} via TalentBridge', location, salary range, status
 * badge, description and requirements, and 'Apply for This Position'; the document title and meta tags
 * while it is shown. A role asked for by an old slug (its title changed) is shown at its current address.
 */
export function JobPage({ slug }: { slug: string }) {
  // currentData: the role of this slug only, never the previous page's role while the next one loads.
  const { currentData: role, isFetching, error } = useGetJobRoleQuery(slug);
  const notFound = !role && !!error && 'status' in error && error.status === 404;
  const navigate = useNavigate();
  useJobMeta(role);
  useEffect(() => {
    if (role && role.slug !== slug) navigate(`/jobs/${encodeURIComponent(role.slug)}`, { replace: true });
  }, [role, slug, navigate]);
  return (
    <>
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Page>
          {!role && isFetching ? (
            <div aria-busy="true" aria-label="Loading the job">
              <Skeleton $height="2.5rem" $width="60%" />
              <Skeleton $height="1rem" $width="35%" style={{ marginTop: '1rem' }} />
              <Skeleton $height="8rem" style={{ marginTop: '2rem' }} />
            </div>
          ) : role ? (
            <article>
              <Title>{role.title}</Title>
              <Meta>
                {role.employer?.name && <span>{role.employer.name} via TalentBridge</span>}
                {role.location && <span>{role.location}</span>}
                {role.salaryRange && <span>{role.salaryRange}</span>}
                <Badge>{role.status === 'open' ? 'Open' : role.status}</Badge>
              </Meta>
              {(role.description || role.requirements) && (
                <Body>
                  {role.description && (
                    <>
                      <h2>About the Role</h2>
                      <Paragraphs text={role.description} />
                    </>
                  )}
                  {role.requirements && (
                    <>
                      <h2>Requirements</h2>
                      <Paragraphs text={role.requirements} />
                    </>
                  )}
                </Body>
              )}
              <ApplyBar>
                <ApplyForPosition jobRoleId={role.id} jobTitle={role.title} />
              </ApplyBar>
            </article>
          ) : notFound ? (
            <Card>
              <Title as="h1">Job Not Found</Title>
              <Muted style={{ marginTop: '0.75rem' }}>The job you&apos;re looking for doesn&apos;t exist or has been removed.</Muted>
              <p style={{ marginTop: '1.5rem' }}>
                <Link to="/">Back to all positions</Link>
              </p>
            </Card>
          ) : (
            <Card role="alert">
              <Title as="h1">This job is unavailable right now</Title>
              <Muted style={{ marginTop: '0.75rem' }}>We couldn&apos;t load this job. Please try again shortly.</Muted>
              <p style={{ marginTop: '1.5rem' }}>
                <Link to="/">Back to all positions</Link>
              </p>
            </Card>
          )}
        </Page>
      </Main>
      <Footer />
    </>
  );
}
