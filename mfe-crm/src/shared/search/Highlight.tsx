import { Fragment } from 'react';
import styled from 'styled-components';
import { fold } from '@agency/contracts';
import { UserText } from '@agency/ui';

const Mark = styled.mark`
  padding: 0 0.1em;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Where the words occur in `text`, as [start, end) ranges of `text`, in order, overlaps merged: compared
 * as the search compares them, case and accents aside (`zurich` marks `Zürich`). The words come folded
 * from the list's answer (`highlight`, decision 0133).
 */
export function highlightRanges(text: string, words: readonly string[]): [number, number][] {
  // The text folded a character at a time, remembering where each folded character came from.
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let at = 0; at < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(at)!);
    const end = at + character.length;
    for (const unit of fold(character)) {
      folded += unit;
      from.push(at);
      to.push(end);
    }
    at = end;
  }
  const ranges: [number, number][] = [];
  for (const word of new Set(words.map((word) => fold(word.trim())).filter(Boolean))) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) ranges.push([from[at]!, to[at + word.length - 1]!]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text` as the user wrote it, with each occurrence of the searched `words` in a <mark>. */
export function Highlight({ text, words }: { text: string; words: readonly string[] | undefined }) {
  const ranges = words?.length ? highlightRanges(text, words) : [];
  if (ranges.length === 0) return <UserText>{text}</UserText>;
  let shown = 0;
  return (
    <UserText>
      {ranges.map(([start, end]) => {
        const before = text.slice(shown, start);
        shown = end;
        return (
          <Fragment key={start}>
            {before}
            <Mark>{text.slice(start, end)}</Mark>
          </Fragment>
        );
      })}
      {text.slice(shown)}
    </UserText>
  );
}
