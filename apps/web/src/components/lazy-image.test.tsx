import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PLACEHOLDER, LazyImage } from './lazy-image';

type TObserverRecord = {
  callback: IntersectionObserverCallback;
  observed: Element[];
  disconnected: boolean;
};

let observers: TObserverRecord[] = [];

class FakeIntersectionObserver {
  private readonly record: TObserverRecord;
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function reportIntersection(isIntersecting: boolean) {
  for (const record of observers) {
    const entries = record.observed.map(
      (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
    );
    act(() => record.callback(entries, {} as IntersectionObserver));
  }
}

describe('LazyImage', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the placeholder until the image enters the viewport', () => {
    render(<LazyImage src="/images/law.svg" alt="法律法规" />);
    const image = screen.getByRole('img', { name: '法律法规' });
    expect(image.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);

    reportIntersection(false);
    expect(image.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);

    reportIntersection(true);
    expect(image.getAttribute('src')).toBe('/images/law.svg');
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/images/book.svg" alt="图书" />);
    expect(screen.getByRole('img', { name: '图书' }).getAttribute('src')).toBe('/images/book.svg');
  });
});
