import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { STAGES } from './stages';

/**
 * Where the left and right arrow keys take a card picked up with the keyboard: to the middle of the
 * next stage's column, one stage a key (dnd-kit's default moves 25 pixels a key, which would take
 * many presses to cross a column). Other keys do nothing.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  const { collisionRect, droppableRects, over } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();

  const centreX = collisionRect.left + collisionRect.width / 2;
  // The column the card is over; before the first move, the one its centre is in.
  const current = STAGES.findIndex(({ value }) => {
    if (over) return over.id === value;
    const rect = droppableRects.get(value);
    return rect !== undefined && centreX >= rect.left && centreX <= rect.left + rect.width;
  });
  const target = STAGES[Math.min(STAGES.length - 1, Math.max(0, current + step))];
  const rect = target && droppableRects.get(target.value);
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
