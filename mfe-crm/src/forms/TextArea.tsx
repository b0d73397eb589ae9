import styled from 'styled-components';
import { Input } from '@agency/ui';

/** A multi-line text field (descriptions, requirements) with the look of the design system's inputs. */
export const TextArea = styled(Input).attrs({ as: 'textarea', rows: 4 })`
  min-height: 6rem;
  resize: vertical;
  line-height: 1.5;
`;
