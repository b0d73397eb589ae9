import styled from 'styled-components';

/** Text for screen readers only: what an icon, a colour or a short form shows the eye (a chip's type, a link's kind,
 * the exact sum behind '$1.0B'). Positioned: put it in a box that scrolls, or give that box `position: relative`. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
