import { useRef } from 'react';
import styled from 'styled-components';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@agency/ui';

const Trigger = styled(Button)`
  flex: none;
  padding-inline: ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
  line-height: 1;
`;

const DestructiveItem = styled(DropdownMenuItem)`
  color: ${({ theme }) => theme.colors.destructive};
`;

export interface CardAction {
  label: string;
  onSelect: () => void;
  /** Shown in red (Delete). */
  destructive?: boolean;
}

/**
 * A card's '⋯' menu (Edit, Delete). The chosen action runs once the menu has closed and given focus
 * back to its button, so a dialog it opens returns focus there when it closes (decision 0010).
 */
export function CardMenu({ label, actions }: { label: string; actions: readonly CardAction[] }) {
  const chosen = useRef<CardAction | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Trigger $variant="ghost" $size="sm" aria-label={label}>
          <span aria-hidden="true">⋯</span>
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={() => {
          chosen.current?.onSelect();
          chosen.current = null;
        }}
      >
        {actions.map((action) => {
          const Item = action.destructive ? DestructiveItem : DropdownMenuItem;
          return (
            <Item key={action.label} onSelect={() => (chosen.current = action)}>
              {action.label}
            </Item>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
