import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUser } from '@agency/contracts';
import { useMeQuery } from '../api/sessionApi';
import { readToken } from './token';

const SessionUserContext = createContext<SessionUser | null>(null);

/** The signed-in staff member, for any screen inside `<RequireSession>`. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser() is only available inside <RequireSession>.');
  return user;
}

export const isAdministrator = (user: SessionUser) => user.role === 'administrator';

const Checking = styled.p`
  padding: ${({ theme }) => theme.space(24)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * All of /manage needs a signed-in staff member (spec section 2): the stored token is checked with the
 * server; without a token, or when the check fails, the visitor goes to /login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const hasToken = readToken() !== null;
  const { data: user, isLoading, isError } = useMeQuery(undefined, { skip: !hasToken });

  if (!hasToken || isError) return <Navigate to="/login" replace />;
  if (isLoading || !user) {
    return (
      <Checking role="status" aria-live="polite">
        Checking authentication...
      </Checking>
    );
  }
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}
