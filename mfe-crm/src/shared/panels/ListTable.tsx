import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table, TableScroll } from '@agency/ui';

/** A table that scrolls sideways on a narrow screen, with a heading for each column; `children` are its rows. */
export function ListTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <TableScroll>
      <Table>
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
      </Table>
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
