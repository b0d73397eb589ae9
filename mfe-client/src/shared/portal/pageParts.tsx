import { useEffect } from 'react';
import styled from 'styled-components';
import { Card, Container, Muted } from '@agency/ui';
import { requestError } from '@agency/web-kit';

/** The parts every page of the client portal is made of: one look for its main area, intro, states and facts. */
export const Page = styled(Container).attrs({ as: 'main' })`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  h1 {
    overflow-wrap: anywhere;
  }
`;

export const Intro = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The empty state: a heading and a sentence, centred in a card. */
export const Empty = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: center;
  p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** A read that failed: the alert and 'Try Again'. */
export const Problem = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

/** Term and value pairs on a card; one column on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.space(1)};
    }
  }
`;

/** A read refused with 401 (the session ended, or the contact's access did) hands the server's reason to the portal, which signs out. */
export function useSignOutWhenRefused(error: Parameters<typeof requestError>[0], onSessionEnded: (reason?: string) => void): ReturnType<typeof requestError> {
  const failure = requestError(error);
  useEffect(() => {
    if (failure?.status === 401) onSessionEnded(failure.serverMessage);
  }, [failure, onSessionEnded]);
  return failure;
}
