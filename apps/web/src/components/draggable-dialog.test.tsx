import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraggableDialog } from './draggable-dialog';

function frame(): HTMLElement {
  return screen.getByTestId('draggable-dialog');
}

/** Places the dialog frame at a fixed rectangle (jsdom does no layout). */
function placeFrame(rect: { left: number; top: number; width: number; height: number }) {
  vi.spyOn(frame(), 'getBoundingClientRect').mockReturnValue({
    ...rect,
    x: rect.left,
    y: rect.top,
    right: rect.left + rect.width,
    bottom: rect.top + rect.height,
    toJSON: () => rect,
  });
}

function drag(element: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(element, { button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(window, { clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(window, { clientX: to[0], clientY: to[1] });
}

function renderDialog() {
  render(
    <DraggableDialog open title="用户服务协议" onClose={() => undefined} width={600}>
      <p>协议正文</p>
    </DraggableDialog>,
  );
}

describe('DraggableDialog', () => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('moves when its title bar is dragged', () => {
    renderDialog();
    placeFrame({ left: 340, top: 100, width: 600, height: 500 });

    drag(screen.getByText('用户服务协议'), [500, 120], [560, 150]);

    expect(frame().style.transform).toBe('translate(60px, 30px)');
  });

  it('stays within the window when dragged past its edge', () => {
    renderDialog();
    placeFrame({ left: 340, top: 100, width: 600, height: 500 });

    drag(screen.getByText('用户服务协议'), [500, 120], [-400, 2000]);

    // Left edge stops at 0 (340 px to the left); bottom edge stops at 800 (200 px down).
    expect(frame().style.transform).toBe('translate(-340px, 200px)');
  });

  it('does not move when the body is dragged', () => {
    renderDialog();
    placeFrame({ left: 340, top: 100, width: 600, height: 500 });
    drag(screen.getByText('协议正文'), [500, 300], [560, 350]);
    expect(frame().style.transform).toBe('translate(0px, 0px)');
  });

  it('resizes from its corner handle, within the window and not below the minimum', () => {
    renderDialog();
    placeFrame({ left: 340, top: 100, width: 600, height: 500 });
    const handle = screen.getByRole('separator', { name: '拖动调整对话框大小' });
    const body = () => screen.getByText('协议正文').closest<HTMLElement>('.ant-modal-body');

    drag(handle, [940, 600], [1040, 640]);
    expect(screen.getByRole('dialog').style.width).toBe('700px');
    expect(body()?.style.height).toBe('480px');

    placeFrame({ left: 340, top: 100, width: 700, height: 540 });
    drag(handle, [1040, 640], [2000, 2000]);
    // Right edge stops at the window's 1280 px (700 + 240), bottom edge at 800 px (480 + 160).
    expect(screen.getByRole('dialog').style.width).toBe('940px');
    expect(body()?.style.height).toBe('640px');

    drag(handle, [1280, 800], [0, 0]);
    expect(screen.getByRole('dialog').style.width).toBe('360px');
    expect(body()?.style.height).toBe('160px');
  });
});
