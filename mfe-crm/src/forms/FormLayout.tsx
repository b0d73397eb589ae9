import styled from 'styled-components';
import { DialogContent } from '@agency/ui';

/** A dialog wide enough for a form of many fields laid out in two columns. */
export const WideDialogContent = styled(DialogContent)`
  && {
    max-width: 42rem;
  }
`;

/** The fields of a form, one under the other. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
`;

/** Two short fields side by side (one under the other on a narrow screen). */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
