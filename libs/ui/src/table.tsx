import styled from 'styled-components';

/** Scrolls a wide table sideways on narrow screens instead of squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;
