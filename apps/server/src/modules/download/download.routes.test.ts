import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { grantPersonal, loginUser } from '../identity/identity-fixtures';
import { chinaDay } from '../../platform/china-time';
import { createDownloadRepository } from './download.repository';
import { importDownloads } from './import-downloads';
import { seedDemoDownloads } from './download.seed';
import { listDownloadsCall, openDownloadCall } from '@yzfk/contract/calls/download';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

type TItem = {
  id: number;
  title: string;
  category: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  downloadCount: number;
  access: string;
  lockedBy: 'login' | 'authorisation' | null;
};

describe.each(TEST_DATABASES)('download calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:10:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-downloads-'));
  let phone = 13_900_000_700;
  const newPhone = () => String(phone++);
  const login = async (number = newPhone()) => {
    later(61);
    return (await loginUser(t, number)).token;
  };
  const importDeps = () => ({
    db: t.deps.database.db,
    registerFile: (input: Parameters<TTestApp['deps']['media']['registerFile']>[0]) =>
      t.deps.media.registerFile(input),
  });
  let guide: TItem;
  let laws: TItem;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { STORAGE_DIR: storageDir },
      now: () => now,
    });
    const results = await seedDemoDownloads(importDeps());
    expect(results.map((r) => r.status)).toEqual(['imported', 'imported', 'imported']);
    const { token } = await t.webToken();
    const { items } = await callContractOk(t, listDownloadsCall, {}, token);
    guide = items.find((item) => item.category === '考试大纲') as TItem;
    laws = items.find((item) => item.category === '法条汇编') as TItem;
  });
  afterAll(() => t.close());

  it('lists files newest first with size, type, date and lock, by category and title', async () => {
    const { token } = await t.webToken();
    const all = await callContractOk(t, listDownloadsCall, {}, token);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.category, item.access, item.lockedBy])).toEqual([
      ['文书模板', 'free', null],
      ['法条汇编', 'authorised', 'login'],
      ['考试大纲', 'free', null],
    ]);
    expect(laws).toMatchObject({ fileName: 'xianfa-2018.pdf', contentType: 'application/pdf' });
    expect(laws.byteSize).toBeGreaterThan(100_000);
    const byCategory = await callContractOk(t, listDownloadsCall, { category: '考试大纲' }, token);
    expect(byCategory.items.map((item) => item.title)).toEqual([guide.title]);
    const byTitle = await callContractOk(t, listDownloadsCall, { q: '宪法' }, token);
    expect(byTitle.items.map((item) => item.id)).toEqual([laws.id]);
    const bad = await callContract(t, listDownloadsCall, looseBody({ category: '视频' }), token);
    expect(bad).toMatchObject({
      success: false,
      msg: expect.stringContaining('分类只能是') as unknown,
    });
  });

  it('opens a free file for a visitor and an authorised one only with an authorisation', async () => {
    const { token: visitor } = await t.webToken();
    const free = await callContractOk(t, openDownloadCall, { downloadId: guide.id }, visitor);
    expect(free.fileName).toBe('kaoshi-dagang-2026.md');
    const fetched = await t.app.inject({ method: 'GET', url: free.url });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toContain('法律职业资格考试大纲');

    const refused = await callContract(t, openDownloadCall, { downloadId: laws.id }, visitor);
    expect(refused).toMatchObject({ success: false, code: 4106, msg: '请先登录' });
    const stranger = await login();
    const listed = await callContractOk(t, listDownloadsCall, { q: '宪法' }, stranger);
    expect(listed.items[0]?.lockedBy).toBe('authorisation');
    expect(
      await callContract(t, openDownloadCall, { downloadId: laws.id }, stranger),
    ).toMatchObject({
      success: false,
      code: 4971,
    });

    const number = newPhone();
    await grantPersonal(t, number, '年度会员');
    const member = await login(number);
    expect(
      (await callContractOk(t, listDownloadsCall, { q: '宪法' }, member)).items[0]?.lockedBy,
    ).toBe(null);
    const opened = await callContractOk(t, openDownloadCall, { downloadId: laws.id }, member);
    const pdf = await t.app.inject({
      method: 'GET',
      url: opened.url,
      headers: { range: 'bytes=0-4' },
    });
    expect(pdf.body).toBe('%PDF-');
    expect((await callContract(t, openDownloadCall, { downloadId: 99_999 }, member)).code).toBe(
      4970,
    );
  });

  it('counts a download once per reader, file and day', async () => {
    const number = newPhone();
    const reader = await login(number);
    const { token: visitor } = await t.webToken();
    const first = await callContractOk(t, openDownloadCall, { downloadId: guide.id }, reader);
    const again = await callContractOk(t, openDownloadCall, { downloadId: guide.id }, reader);
    expect(again.downloadCount).toBe(first.downloadCount);
    const remoteAddress = '198.51.100.40';
    const other = await callContractOk(
      t,
      openDownloadCall,
      { downloadId: guide.id },
      { token: visitor, remoteAddress },
    );
    expect(other.downloadCount).toBe(first.downloadCount + 1);
    // Fresh anonymous tokens from the same address are the same visitor (issue 27 item 10).
    const fresh = await Promise.all(
      [1, 2, 3].map(async () =>
        callContractOk(
          t,
          openDownloadCall,
          { downloadId: guide.id },
          { token: (await t.webToken()).token, remoteAddress },
        ),
      ),
    );
    expect(fresh.map((reply) => reply.downloadCount)).toEqual([
      other.downloadCount,
      other.downloadCount,
      other.downloadCount,
    ]);
    later(24 * 3600);
    // The same user the next day, in a new session (the old token ran out overnight).
    const nextDay = await callContractOk(
      t,
      openDownloadCall,
      { downloadId: guide.id },
      await login(number),
    );
    expect(nextDay.downloadCount).toBe(first.downloadCount + 2);
    // Yesterday's records can never count again: the sweep deletes them, and the count stays.
    const records = createDownloadRepository(t.deps.database.db);
    expect(await records.deleteRecordsBefore(chinaDay(now), 100)).toBeGreaterThanOrEqual(2);
    expect(await records.deleteRecordsBefore(chinaDay(now), 100)).toBe(0);
    const popular = await callContractOk(t, listDownloadsCall, { sort: 'popular' }, await login());
    expect(popular.items[0]?.id).toBe(guide.id);
    expect(popular.items[0]?.downloadCount).toBe(nextDay.downloadCount);
  });

  it('imports again in place and rejects bad entries with the reason, importing the rest', async () => {
    const again = await seedDemoDownloads(importDeps());
    expect(again.map((r) => r.status === 'imported' && r.created)).toEqual([false, false, false]);
    const { token } = await t.webToken();
    expect((await callContractOk(t, listDownloadsCall, {}, token)).total).toBe(3);

    const folder = mkdtempSync(join(tmpdir(), 'yzfk-download-import-'));
    mkdirSync(join(folder, 'docs'));
    writeFileSync(join(folder, 'docs', 'muban.docx'), 'PK fake docx');
    const base = { category: '文书模板', access: 'free', publishedAt: '2026-06-01' };
    writeFileSync(
      join(folder, 'manifest.json'),
      JSON.stringify({
        format: 'yzfk-downloads/1',
        files: [
          { ...base, key: 'muban', title: '合同模板', file: 'docs/muban.docx' },
          { ...base, key: 'missing', title: '缺文件', file: 'nope.pdf' },
          { ...base, key: 'exe', title: '程序', file: 'setup.exe' },
          { ...base, key: 'escape', title: '越界', file: '../secret.pdf' },
        ],
      }),
    );
    const results = await importDownloads(importDeps(), folder);
    expect(results).toEqual([
      { status: 'rejected', key: 'exe', reason: expect.stringContaining('只支持') as unknown },
      {
        status: 'rejected',
        key: 'escape',
        reason: expect.stringContaining('文件名不合法') as unknown,
      },
      {
        status: 'imported',
        key: 'muban',
        id: expect.any(Number) as unknown,
        title: '合同模板',
        created: true,
      },
      { status: 'rejected', key: 'missing', reason: '文件不存在：nope.pdf' },
    ]);
    const listed = await callContractOk(t, listDownloadsCall, { category: '文书模板' }, token);
    expect(listed.items[0]).toMatchObject({
      title: '合同模板',
      fileName: 'muban.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});
