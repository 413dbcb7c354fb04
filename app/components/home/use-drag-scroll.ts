import { type PointerEvent, useRef } from 'react';

const DRAG_THRESHOLD_PX = 5;

/**
 * Mouse/pen drag scrolls a horizontal strip; touch keeps the browser's own scrolling. A press that
 * moved further than a few pixels swallows the click that follows, so a drag never opens a link.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const drag = useRef({ active: false, startX: 0, startScroll: 0, moved: false });

  const onPointerDown = (e: PointerEvent<T>) => {
    if (e.pointerType === 'touch' || e.button !== 0 || !ref.current) return;
    drag.current = { active: true, startX: e.clientX, startScroll: ref.current.scrollLeft, moved: false };
  };
  const onPointerMove = (e: PointerEvent<T>) => {
    const d = drag.current;
    if (!d.active || !ref.current) return;
    if ((e.buttons & 1) === 0) {
      d.active = false;
      return;
    }
    const dx = e.clientX - d.startX;
    if (Math.abs(dx) > DRAG_THRESHOLD_PX) d.moved = true;
    if (d.moved) ref.current.scrollLeft = d.startScroll - dx;
  };
  const end = () => {
    drag.current.active = false;
  };
  const onClickCapture = (e: React.MouseEvent<T>) => {
    if (drag.current.moved) {
      e.preventDefault();
      e.stopPropagation();
      drag.current.moved = false;
    }
  };

  return {
    ref,
    dragging: drag,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end, onClickCapture },
  };
}
