import styled from 'styled-components';
import { DialogContent } from '@agency/ui';

/** A dialog wide enough for a form of many fields laid out in two columns. */
export const WideDialogContent = styled(DialogContent)`
  && {
    max-width: 42rem;
  }
`;
