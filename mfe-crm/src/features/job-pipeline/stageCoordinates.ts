import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Where the left and right arrow keys take a card picked up with the keyboard: the middle of the next stage's
 * column, one stage a key (as on /manage/pipeline; dnd-kit's default moves 25 px a key). The stages are the
 * board's, which an administrator may have changed.
 */
export function stageCoordinates(stageKeys: readonly string[]): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
    const { collisionRect, droppableRects, over } = context;
    if (step === 0 || !collisionRect) return undefined;
    event.preventDefault();
    const centreX = collisionRect.left + collisionRect.width / 2;
    const current = stageKeys.findIndex((key) => {
      if (over) return over.id === key;
      const rect = droppableRects.get(key);
      return rect !== undefined && centreX >= rect.left && centreX <= rect.left + rect.width;
    });
    const target = stageKeys[Math.min(stageKeys.length - 1, Math.max(0, current + step))];
    const rect = target && droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: currentCoordinates.y };
  };
}
