import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, JobPosting, JobPostingTitle, MAIN_ID, Muted, Skeleton } from '@agency/ui';
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

const ApplyBar = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  display: flex;
  justify-content: flex-start;
`;

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
            <JobPosting
              posting={{
                title: role.title,
                employerName: role.employer?.name,
                location: role.location,
                salaryRange: role.salaryRange,
                status: role.status,
                description: role.description,
                requirements: role.requirements,
              }}
            >
              <ApplyBar>
                <ApplyForPosition jobRoleId={role.id} jobTitle={role.title} />
              </ApplyBar>
            </JobPosting>
          ) : notFound ? (
            <Card>
              <JobPostingTitle>Job Not Found</JobPostingTitle>
              <Muted style={{ marginTop: '0.75rem' }}>The job you&apos;re looking for doesn&apos;t exist or has been removed.</Muted>
              <p style={{ marginTop: '1.5rem' }}>
                <Link to="/">Back to all positions</Link>
              </p>
            </Card>
          ) : (
            <Card role="alert">
              <JobPostingTitle>This job is unavailable right now</JobPostingTitle>
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
