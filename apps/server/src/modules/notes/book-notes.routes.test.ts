import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallRequest } from '@yzfk/contract/call';
import { createNoteCall, listSourceNotesCall } from '@yzfk/contract/calls/notes';
import { callContract, callContractOk } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { addFixtureBook } from '../book/book-fixtures';
import { grantPersonal, loginUser } from '../identity/identity-fixtures';

// Book highlights and notes (the EPUB reader): written through the book port wired in
// modules.ts, which answers as /flks/book/open would (unknown → 4981, locked → 4982, not 5006).
describe.each(TEST_DATABASES)('book notes on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T02:00:00Z');
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-book-notes-'));
  let phone = 13_900_000_700;
  let free = 0;
  let paid = 0;
  const login = async (number = String(phone++)) => {
    now = new Date(now.getTime() + 61_000);
    return (await loginUser(t, number)).token;
  };
  const call = (body: TCallRequest<typeof createNoteCall>, token: string) =>
    callContract(t, createNoteCall, body, token);
  const CFI = 'epubcfi(/6/4!/4/2,/1:0,/1:12)';

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { STORAGE_DIR: storageDir },
      now: () => now,
    });
    free = (await addFixtureBook(t, { key: 'bn-free', title: '宪法', access: 'free', epub: true }))
      .bookId;
    paid = (
      await addFixtureBook(t, {
        key: 'bn-paid',
        title: '民法精讲',
        access: 'authorised',
        epub: true,
      })
    ).bookId;
  });
  afterAll(() => t.close());

  it('keeps a highlight on a readable book at its CFI, in reading order', async () => {
    const token = await login();
    const later = await call(
      {
        source: 'book',
        sourceId: free,
        anchor: CFI,
        anchorOrder: 0.6,
        quote: '国家尊重和保障人权',
      },
      token,
    );
    const earlier = await call(
      {
        source: 'book',
        sourceId: free,
        anchor: CFI,
        anchorOrder: 0.2,
        quote: '总纲',
        text: '要点',
      },
      token,
    );
    expect(later).toMatchObject({
      success: true,
      data: { note: { anchor: CFI, anchorOrder: 0.6 } },
    });
    expect(earlier.success).toBe(true);
    const listed = await callContractOk(
      t,
      listSourceNotesCall,
      { source: 'book', sourceId: free },
      token,
    );
    expect(listed.items.map((note) => note.quote)).toEqual(['总纲', '国家尊重和保障人权']);
  });

  it('refuses an unknown book (4981) and a locked one (4982) until it is authorised', async () => {
    const number = String(phone++);
    const token = await login(number);
    const body = { source: 'book' as const, anchor: CFI, anchorOrder: 0.1, quote: '第一条' };
    expect(await call({ ...body, sourceId: 999_999 }, token)).toMatchObject({ code: 4981 });
    expect(await call({ ...body, sourceId: paid }, token)).toMatchObject({ code: 4982 });
    await grantPersonal(t, number, '有章法考会员');
    const member = await login(number);
    expect(await call({ ...body, sourceId: paid }, member)).toMatchObject({ success: true });
  });
});
