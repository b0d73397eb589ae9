import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, ThemeProvider, theme } from './index';

afterEach(cleanup);

function renderTabs(onValueChange = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="profile" onValueChange={onValueChange}>
        <TabsList aria-label="Portal sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">Profile Information</TabsContent>
        <TabsContent value="messages">No messages yet</TabsContent>
      </Tabs>
    </ThemeProvider>,
  );
  return onValueChange;
}

describe('Tabs', () => {
  it('has a named tab list whose selected tab labels the panel shown', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Portal sections' })).toBeTruthy();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' }).textContent).toBe('Profile Information');
    expect(screen.queryByText('No messages yet')).toBeNull();
  });

  it('switches by click and by arrow keys, and says which tab was chosen', async () => {
    const onValueChange = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByRole('tabpanel', { name: 'Messages' }).textContent).toBe('No messages yet');
    expect(onValueChange).toHaveBeenLastCalledWith('messages');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
  });
});
