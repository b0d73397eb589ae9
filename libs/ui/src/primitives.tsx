import styled, { css, keyframes } from 'styled-components';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};
`;

type HeadingSize = 'md' | 'lg' | 'xl' | 'xxl';

/**
 * A heading with the design system's type scale. The level is the element: `<Heading as="h1">`; the size
 * is only the look (`$size`), so the document outline never bends to the styling.
 */
export const Heading = styled.h2<{ $size?: HeadingSize }>`
  margin: 0;
  font-size: ${({ theme, $size = 'xl' }) => theme.font.size[$size]};
  font-weight: 700;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
`;

type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive';
type ButtonSize = 'md' | 'sm';

const buttonVariants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.subtle}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.subtle}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.destructive};
    border-color: ${({ theme }) => theme.colors.destructiveBorder};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.destructiveSubtle}; }
  `,
};

/** Shared look of buttons and of links styled as buttons. */
export const buttonStyles = css<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $size = 'md' }) =>
    $size === 'sm' ? `${theme.space(1.5)} ${theme.space(3)}` : `${theme.space(2.5)} ${theme.space(5)}`};
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.font.size.sm : 'inherit')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.5;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background 120ms ease;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  ${({ $variant = 'primary' }) => buttonVariants[$variant]}
`;

export const Button = styled.button.attrs<{ $variant?: ButtonVariant; $size?: ButtonSize }>(({ type }) => ({
  type: type ?? 'button',
}))<{
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}>`
  ${buttonStyles}
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
`;

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-block;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  border: 1px solid transparent;
  ${({ theme, $variant = 'default' }) =>
    ({
      default: css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`,
      secondary: css`background: ${theme.colors.subtle}; color: ${theme.colors.text};`,
      destructive: css`background: ${theme.colors.destructive}; color: ${theme.colors.destructiveText};`,
      outline: css`background: transparent; color: ${theme.colors.text}; border-color: ${theme.colors.border};`,
    })[$variant]}
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A grey placeholder block shown while content loads. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Text someone typed (a name, a title, a subject) shown among other text: a `<bdi>`, isolated, so that
 * right-to-left text or a bidi control stored in it cannot reorder the text around it (decision 0076).
 */
export const UserText = styled.bdi`
  unicode-bidi: isolate;
`;

/** A narrow, centred column for a single message panel (404, unavailable, placeholders). */
export const CenteredPanel = styled(Container)`
  padding-block: ${({ theme }) => theme.space(24)};
  max-width: 36rem;
  text-align: center;
  h1 { font-size: 1.75rem; line-height: 1.25; }
`;

/** A small square button holding only an icon (close, show password); give it an aria-label. */
export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
  }
`;
