import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TRenderer } from '../engine/renderer';
import { fakeRenderer } from '../testing/fake-renderer';
import { useReaderKeys } from './use-reader-keys';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp(renderer: TRenderer | null) {
  return renderHook(() => useReaderKeys(renderer)).result;
}

describe('useReaderKeys', () => {
  it('turns pages with ←/→ on the page and inside the book, and with the buttons', () => {
    const renderer = fakeRenderer();
    const keys = setUp(renderer);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    keys.current.onBookKey('ArrowLeft');
    keys.current.turn('next');
    keys.current.onBookKey('a');
    expect(renderer.next).toHaveBeenCalledTimes(2);
    expect(renderer.prev).toHaveBeenCalledTimes(1);
  });

  it('leaves ←/→ to a field or a dialog being typed in', () => {
    const renderer = fakeRenderer();
    setUp(renderer);
    const field = document.createElement('textarea');
    const modal = document.createElement('div');
    modal.className = 'ant-modal';
    const inModal = document.createElement('button');
    modal.append(inModal);
    document.body.append(field, modal);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    fireEvent.keyDown(inModal, { key: 'ArrowLeft' });
    expect(renderer.next).not.toHaveBeenCalled();
    expect(renderer.prev).not.toHaveBeenCalled();
  });

  it('does nothing before the book is open', () => {
    const keys = setUp(null);
    expect(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      keys.current.turn('prev');
    }).not.toThrow();
  });
});
