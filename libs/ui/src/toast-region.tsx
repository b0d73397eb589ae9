import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import {
  TOAST_DURATION_MS,
  TOAST_MAX_WIDTH,
  TOAST_SWIPE_THRESHOLD_PX,
  type ShownToast,
  type ToastVariant,
} from './toast';

/**
 * The notification region (Radix Toast), loaded with the first notification: a page that shows none
 * never downloads it. F8 focuses the region (Radix's default hotkey).
 */
export default function ToastRegion({
  toast,
  onClose,
}: {
  toast: ShownToast | null;
  onClose: (id: number) => void;
}) {
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
    >
      {toast && (
        <Root
          // A new key for each toast: the old one leaves and screen readers announce the new one.
          key={toast.id}
          $variant={toast.variant ?? 'default'}
          onOpenChange={(open) => {
            // Closed by its timer, a swipe, Escape or the close button.
            if (!open) onClose(toast.id);
          }}
        >
          <div>
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
          </div>
          <Close aria-label="Close">
            <span aria-hidden="true">×</span>
          </Close>
        </Root>
      )}
      <Viewport />
    </RadixToast.Provider>
  );
}

/* At the top: a dialog's buttons are at its bottom, where a toast would cover them (issue 21). */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: ${TOAST_MAX_WIDTH};
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;
`;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1rem)); }
  to { transform: translateX(0); }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.destructive};
          color: ${theme.colors.destructiveText};
          border-color: ${theme.colors.destructive};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `}
  &[data-state='open'] {
    animation: ${slideIn} 150ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 600;
`;

const Description = styled(RadixToast.Description)`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;
`;

const Close = styled(RadixToast.Close)`
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.7;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;
