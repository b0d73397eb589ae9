import styled from 'styled-components';

/** The id of the page's `<main>`, which `SkipLink` leads to. */
export const MAIN_ID = 'main';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: ${({ theme }) => theme.space(3)};
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  /* Out of sight until a keyboard user reaches it: the first stop of the page. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
`;

/** 'Skip to main content': a keyboard user's way past the header's links (WCAG 2.4.1). */
export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>Skip to main content</Link>;
}
