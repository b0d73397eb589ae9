import styled from 'styled-components';

/*
 * The layout of the 'Candidate Details' dialog, shared by its own sections and the portal's (job matches,
 * messages, appointments): titled sections, each a list of bordered entries.
 */

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Entries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** An entry's first line: its name in bold, its badges at the end (as on the record pages). */
export { EntryTop as EntryHead } from '../../shared/records/RecordLayout';

/** Text a person typed (a cover letter, notes, a message), with its line breaks. */
export const Text = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  white-space: pre-line;
`;

/** An entry's badges (and buttons), side by side at the end of its first line. */
export const EntryBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
