import styled from 'styled-components';

/** Text for screen readers only: what an icon or a colour shows the eye (a chip's type, a link's kind). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
