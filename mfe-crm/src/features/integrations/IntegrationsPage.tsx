import styled from 'styled-components';
import { Card, Heading, Muted } from '@agency/ui';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * /manage/integrations (administrators only): how other systems connect to the agency's data. A column of
 * cards, one per way in (API keys here; each other kind adds its own card).
 */
export function IntegrationsPage() {
  const user = useSessionUser();
  if (!isAdministrator(user)) {
    // Not requested at all for anyone else, as with Users.
    return (
      <Card>
        <Muted>Access denied. Only administrators can manage integrations.</Muted>
      </Card>
    );
  }
  return (
    <Stack>
      <div>
        <Heading as="h2" $size="lg">
          Connect your other systems
        </Heading>
        <Muted>Job boards, payroll, reporting tools and your own scripts reach the agency's data through the API.</Muted>
      </div>
      <ApiKeysCard />
      <WebhooksCard />
    </Stack>
  );
}
