import styled from 'styled-components';
import { Muted } from '@agency/ui';

/** The title row of a list item: its heading and badges, wrapping on a narrow screen. */
export const ItemTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

export const ItemMeta = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ItemText = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The buttons of a list item, full width on a phone. */
export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  @media (max-width: 30rem) {
    & > a,
    & > button {
      flex: 1 1 100%;
    }
  }
`;
