import { describe, expect, it } from 'vitest';
import { pageReply, pageWindow } from './paging';

describe('paging', () => {
  it('skips the rows of the pages before the asked one', () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ offset: 20, limit: 10 });
  });

  it('answers the total with the page as it was asked', () => {
    expect(pageReply({ page: 2, pageSize: 10 }, 35)).toEqual({ total: 35, page: 2, pageSize: 10 });
  });
});
