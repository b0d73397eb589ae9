import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, Button, Heading, ThemeProvider, theme, UserText } from './index';

const withTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('Button', () => {
  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    withTheme(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });
});

describe('Badge', () => {
  it('styles each variant differently', () => {
    withTheme(
      <>
        <Badge>default</Badge>
        <Badge $variant="destructive">destructive</Badge>
      </>,
    );
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).backgroundColor;
    expect(colour('default')).not.toBe(colour('destructive'));
  });
});

describe('Heading', () => {
  it('takes its level from the element and its look from the size', () => {
    withTheme(
      <Heading as="h1" $size="md">
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Title' });
    expect(getComputedStyle(heading).fontSize).toBe(theme.font.size.md);
  });
});

describe('UserText', () => {
  it('isolates what someone typed from the text around it, in a <bdi>', () => {
    withTheme(
      <p>
        Contact: <UserText>{'\u202EAnn Lee'}</UserText> (manager)
      </p>,
    );
    const name = screen.getByText('\u202EAnn Lee');
    expect(name.tagName).toBe('BDI');
    expect(getComputedStyle(name).unicodeBidi).toBe('isolate');
  });
});
