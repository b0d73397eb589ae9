import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table, TableScroll } from '@agency/ui';

/**
 * On a phone a row of six columns does not fit, and scrolled sideways it hides its last columns (a member's
 * role, status and actions, issue 31): below 40rem each row is a card of its cells, one a line, each after its
 * column's name (the headings stay for screen readers, the roles of the table are kept).
 */
const Stacked = styled(Table)<{ $columns: string[] }>`
  @media (max-width: 40rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: ${({ theme }) => `${theme.space(2)} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space(2)};
      min-width: 0;
      padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
      border-bottom: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td::before {
      flex: 0 0 6rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
    ${({ $columns }) => $columns.map((column, index) => `td:nth-child(${index + 1})::before { content: ${JSON.stringify(column)}; }`).join('\n')}
  }
`;

/**
 * A table with a heading for each column; `children` are its rows. It scrolls sideways where it must, and on a
 * phone shows each row as a card.
 */
export function ListTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <TableScroll>
      <Stacked $columns={columns}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Stacked>
    </TableScroll>
  );
}

/** A cell kept on one line: a role, a date, a status. */
export const NoWrap = styled.td`
  white-space: nowrap;
`;

/**
 * A name, an address or a note: wraps (inside a long word too) so that the row's buttons stay in view at 1280 px.
 * `$minWidth` (10rem unless said) keeps it from being squeezed to a few letters a line.
 */
export const LongText = styled.td<{ $minWidth?: string }>`
  min-width: ${({ $minWidth = '10rem' }) => $minWidth};
  overflow-wrap: anywhere;
`;
