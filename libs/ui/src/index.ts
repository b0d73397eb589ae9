export { ThemeProvider } from 'styled-components';
export { GlobalStyle } from './GlobalStyle';
export { Badge, Button, buttonStyles, Card, CenteredPanel, Container, Heading, Muted, Skeleton } from './primitives';
export { theme, type Theme } from './theme';
