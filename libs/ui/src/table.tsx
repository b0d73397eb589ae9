import styled from 'styled-components';

/**
 * Scrolls a wide table sideways on narrow screens instead of squeezing its columns. A shadow at an edge says
 * there is more that way (the covers scroll with the content and hide the shadows once an end is reached).
 */
export const TableScroll = styled.div`
  /* Positioned: text for screen readers (1 px, absolutely placed) in a cell scrolls with the table. */
  position: relative;
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.18), transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.18), transparent) right / 0.875rem 100% no-repeat scroll;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Columns keep their words whole (the page's 'anywhere' would squeeze them a letter a line); a column of
     long text opts in with its own cell style. */
  overflow-wrap: normal;
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
