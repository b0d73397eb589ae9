import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Muted, UserText } from '@agency/ui';
import { useGetCandidateRecordQuery, useGetEmployerRecordQuery, useGetJobRoleRecordQuery } from '../shared/api/recordsApi';
import type { RecordPage } from './sections';

const Title = styled.div`
  min-width: 0;
  h1 {
    overflow-wrap: anywhere;
  }
`;

/**
 * A record page's heading: the record's name (from the page's own request: the same cached answer, no
 * request of its own), and the list it belongs to as a link back.
 */
export function RecordHeading({ record }: { record: RecordPage }) {
  const candidate = useGetCandidateRecordQuery(record.kind === 'candidate' ? record.id : skipToken).currentData;
  const employer = useGetEmployerRecordQuery(record.kind === 'employer' ? record.id : skipToken).currentData;
  const jobRole = useGetJobRoleRecordQuery(record.kind === 'job-role' ? record.id : skipToken).currentData;
  const name = candidate?.candidate.name ?? employer?.employer.name ?? jobRole?.jobRole.title;
  return (
    <Title>
      <Heading as="h1" $size="xl">
        {name ? <UserText>{name}</UserText> : record.label}
      </Heading>
      <Muted>
        <Link to={record.section.path}>{record.section.title}</Link> › {record.label}
      </Muted>
    </Title>
  );
}
