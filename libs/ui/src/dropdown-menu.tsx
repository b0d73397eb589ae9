import type { ComponentPropsWithoutRef } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

/**
 * A menu of actions opened by a button: `<DropdownMenu><DropdownMenuTrigger asChild><Button>…`
 * then `<DropdownMenuContent>` with `<DropdownMenuItem onSelect>`. Arrow keys move, Enter picks,
 * Escape closes and focus returns to the button.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.layer.menu};
  min-width: 10rem;
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

export function DropdownMenuContent({
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <Content sideOffset={sideOffset} align={align} {...props} />
    </RadixMenu.Portal>
  );
}

export const DropdownMenuItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &[data-disabled] {
    opacity: 0.5;
    pointer-events: none;
  }
`;
