import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/**
 * Tabs: `<Tabs value onValueChange>` holding a `<TabsList aria-label>` of `<TabsTrigger value>` and one
 * `<TabsContent value>` per tab. Radix gives the tablist/tab/tabpanel roles, the links between them and
 * the keys (arrows move between tabs, Home/End, the panel follows the focused tab).
 */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.subtle};
  /* On a narrow screen the tabs go two a row rather than widen the page. */
  @media (max-width: 30rem) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: 1 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  margin-top: ${({ theme }) => theme.space(6)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
