import styled from 'styled-components';
import { Card } from '@agency/ui';

/** The page of a card shown before anyone is signed in (sign-in, a new password): centred, one column. */
export const CardPage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
`;

export const CardPanel = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;
