import { Component, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CenteredPanel, Muted } from '@agency/ui';
import type { RemoteName } from './remote-routes';
import { remoteApp } from './remotes';

const Loading = styled.div`
  padding: ${({ theme }) => theme.space(24)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

class RemoteErrorBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the site failed to load or crashed:', error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** One remote's part of the site, isolated: if it cannot load or crashes, the rest of the shell still works. */
export function RemotePage({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteApp(name, attempt);
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <CenteredPanel>
          <Card role="alert">
            <h1>This part of the site is unavailable</h1>
            <Muted style={{ margin: '0.75rem 0 1.5rem' }}>It could not be loaded. Please try again in a moment.</Muted>
            <Button onClick={retry}>Try again</Button>
          </Card>
        </CenteredPanel>
      )}
    >
      <Suspense fallback={<Loading aria-busy="true">Loading…</Loading>}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
