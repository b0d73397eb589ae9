import styled from 'styled-components';
import { Heading, Muted } from '@agency/ui';
import { GlobalSearch } from '../shared/search/GlobalSearch';
import { AddNewMenu } from './AddNewMenu';
import { RecordHeading } from './RecordHeading';
import type { RecordPage, Section } from './sections';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(8)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tools = styled.div`
  display: flex;
  flex: 1 1 20rem;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The section's title and subtitle (a record's name and where it belongs), the search box and the 'Add New' menu. */
export function Header({ section, record }: { section: Section; record?: RecordPage }) {
  return (
    <Bar>
      {record ? (
        <RecordHeading record={record} />
      ) : (
        <div>
          <Heading as="h1" $size="xl">
            {section.title}
          </Heading>
          <Muted>{section.subtitle}</Muted>
        </div>
      )}
      <Tools>
        <GlobalSearch />
        <AddNewMenu />
      </Tools>
    </Bar>
  );
}
