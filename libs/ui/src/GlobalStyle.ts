import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    /* A word wider than its box (a pasted address, a long name) breaks rather than widening the page. */
    overflow-wrap: anywhere;
  }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* The skip link's target takes focus only to move the keyboard there: no ring around the whole page. */
  main[tabindex='-1']:focus { outline: none; }
  h1, h2, h3, p { margin: 0; }
  /* Short pages keep their footer at the bottom of the window. */
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  #root > main { flex: 1 0 auto; }
`;
