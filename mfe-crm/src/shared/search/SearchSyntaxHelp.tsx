import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@agency/ui';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.section`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  right: 0;
  width: min(26rem, 90vw);
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.font.size.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} 0`};
    text-align: left;
    vertical-align: top;
  }
  code {
    white-space: nowrap;
  }
`;

/** What the search language (decision 0133) understands, each with an example. */
export const SEARCH_SYNTAX: { write: string; finds: string }[] = [
  { write: 'python django', finds: 'both words (AND is implied)' },
  { write: 'python AND django', finds: 'both words' },
  { write: 'django OR flask', finds: 'either word' },
  { write: 'NOT php', finds: 'without the word' },
  { write: '-php', finds: 'without the word, in short' },
  { write: '"data engineer"', finds: 'the words together, as written' },
  { write: 'python (django OR flask)', finds: 'parentheses group words' },
  { write: 'skill:python', finds: 'a skill' },
  { write: 'title:"team lead"', finds: 'the current role' },
  { write: 'location:leeds', finds: 'the location' },
  { write: 'tag:hotlist', finds: 'a tag' },
  { write: 'employer:acme', finds: 'the current employer (in the current role or summary)' },
  { write: 'availability:available', finds: 'available, in_process, placed or not_available' },
  { write: 'cv:kubernetes', finds: 'the CV text only' },
];

/**
 * 'Search syntax', a button next to a search box that shows what the box understands: the operators, the
 * fields and an example of each. A disclosure: the button says whether the panel is open; Escape or a
 * click elsewhere closes it, and Escape puts the focus back on the button.
 */
export function SearchSyntaxHelp() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Button ref={button} $variant="ghost" $size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Search syntax
      </Button>
      {open && (
        <Panel id={panelId} aria-labelledby={headingId}>
          <h2 id={headingId}>Search syntax</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Write</th>
                <th scope="col">To find</th>
              </tr>
            </thead>
            <tbody>
              {SEARCH_SYNTAX.map(({ write, finds }) => (
                <tr key={write}>
                  <td>
                    <code>{write}</code>
                  </td>
                  <td>{finds}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>Write AND, OR and NOT in capitals. Case and accents do not matter.</p>
        </Panel>
      )}
    </Wrapper>
  );
}
