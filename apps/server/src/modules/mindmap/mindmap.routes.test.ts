import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIND_DOC_MAX_NODES } from '@yzfk/contract/mind/mind-tree';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { loginUser } from '../identity/identity-fixtures';
import {
  MIND_DOCS_MAX,
  createMindDocCall,
  deleteMindDocCall,
  getMindDocCall,
  importMindDocCall,
  listMindDocsCall,
  renameMindDocCall,
  saveMindDocCall,
} from '@yzfk/contract/calls/mindmap';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

type TTree = {
  title: string;
  children: TTree[];
  note?: string;
  link?: string;
  linkTitle?: string;
  colour?: string;
};

describe.each(TEST_DATABASES)('mind map calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const login = async () => {
    later(61);
    return (await loginUser(t)).token;
  };
  const create = (token: string, body: TCallRequest<typeof createMindDocCall>) =>
    callContractOk(t, createMindDocCall, body, token).then((data) => data.doc);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  it('asks a visitor to log in (4106)', async () => {
    const { token } = await t.webToken();
    expect(await callContract(t, listMindDocsCall, {}, token)).toMatchObject({ code: 4106 });
    expect(await callContract(t, createMindDocCall, { title: '刑法' }, token)).toMatchObject({
      code: 4106,
    });
  });

  it('refuses a title with a broken character every time it is sent (4000, not 500)', async () => {
    const token = await login();
    for (let i = 0; i < 3; i += 1) {
      const answer = await callContract(
        t,
        createMindDocCall,
        looseBody({ title: '\ud800' }),
        token,
      );
      expect(answer.code).toBe(4000);
      expect(answer.msg).toContain('包含无法识别的字符');
    }
  });

  it('creates blank and template documents and lists them last changed first', async () => {
    const token = await login();
    const blank = await create(token, { title: '空白导图' });
    expect(blank).toMatchObject({ version: 1, nodeCount: 1, root: { title: '空白导图' } });
    later(5);
    const criminal = await create(token, { title: '我的刑法', template: '刑法' });
    expect(criminal.root.title).toBe('我的刑法');
    expect(criminal.root.children.map((c) => c.title)).toEqual(['刑法总论', '刑法分论']);
    const list = await callContractOk(t, listMindDocsCall, {}, token);
    expect(list.items.map((d) => d.title)).toEqual(['我的刑法', '空白导图']);
    expect(
      await callContract(
        t,
        createMindDocCall,
        looseBody({ title: 'x', template: '英美法' }),
        token,
      ),
    ).toMatchObject({ code: 4000, msg: expect.stringContaining('模板只能是') as unknown });
  });

  it('saves with the version, refuses a stale one and writes nothing (4991)', async () => {
    const token = await login();
    const doc = await create(token, { title: '民法' });
    const tabA = { title: '民法', children: [{ title: '物权', children: [] }] };
    const tabB = { title: '民法', children: [{ title: '合同', children: [] }] };
    const saved = await callContractOk(
      t,
      saveMindDocCall,
      { docId: doc.id, version: 1, root: tabA },
      token,
    );
    expect(saved.version).toBe(2);
    expect(
      await callContract(t, saveMindDocCall, { docId: doc.id, version: 1, root: tabB }, token),
    ).toMatchObject({ code: 4991, msg: '导图已在别处保存过，请重新加载或另存副本' });
    const stored = await callContractOk(t, getMindDocCall, { docId: doc.id }, token);
    expect(stored.doc).toMatchObject({ version: 2, nodeCount: 2, root: tabA });
  });

  it("answers another user's document as missing (4990) and changes nothing", async () => {
    const owner = await login();
    const other = await login();
    const doc = await create(owner, { title: '刑诉' });
    const root = { title: '偷改', children: [] };
    for (const [call, body] of [
      [getMindDocCall, { docId: doc.id }],
      [saveMindDocCall, { docId: doc.id, version: 1, root }],
      [renameMindDocCall, { docId: doc.id, title: '偷改' }],
      [deleteMindDocCall, { docId: doc.id }],
    ] as const) {
      // Each body is its own call's: the loop's union of calls cannot say so.
      expect(await callContract(t, call, looseBody(body), other)).toMatchObject({
        code: 4990,
        msg: '导图不存在或已删除',
      });
    }
    const stored = await callContractOk(t, getMindDocCall, { docId: doc.id }, owner);
    expect(stored.doc).toMatchObject({ title: '刑诉', version: 1 });
  });

  it('renames and deletes my document', async () => {
    const token = await login();
    const doc = await create(token, { title: '旧名' });
    const renamed = await callContractOk(
      t,
      renameMindDocCall,
      { docId: doc.id, title: '  新名  ' },
      token,
    );
    expect(renamed.doc).toMatchObject({ title: '新名', version: 1 });
    await callContractOk(t, deleteMindDocCall, { docId: doc.id }, token);
    expect(await callContract(t, getMindDocCall, { docId: doc.id }, token)).toMatchObject({
      code: 4990,
    });
  });

  it('refuses trees over the caps and links off the site with clear messages', async () => {
    const token = await login();
    const doc = await create(token, { title: '上限' });
    const many = {
      title: '大',
      children: Array.from({ length: MIND_DOC_MAX_NODES }, (_, i) => ({
        title: `节点${i}`,
        children: [],
      })),
    };
    expect(
      await callContract(t, saveMindDocCall, { docId: doc.id, version: 1, root: many }, token),
    ).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('导图最多 2000 个节点') as unknown,
    });
    let deep: TTree = { title: '底', children: [] };
    for (let i = 0; i < 20; i++) deep = { title: `层${i}`, children: [deep] };
    expect(
      await callContract(t, saveMindDocCall, { docId: doc.id, version: 1, root: deep }, token),
    ).toMatchObject({ code: 4000, msg: expect.stringContaining('层') as unknown });
    const offsite = { title: '链接', children: [], link: 'https://evil.example/' };
    expect(
      await callContract(t, saveMindDocCall, { docId: doc.id, version: 1, root: offsite }, token),
    ).toMatchObject({ code: 4000, msg: expect.stringContaining('链接只能指向本站') as unknown });
    expect(
      await callContract(t, createMindDocCall, { title: 'x'.repeat(61) }, token),
    ).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('导图名称不能超过 60 个字') as unknown,
    });
    const stored = await callContractOk(t, getMindDocCall, { docId: doc.id }, token);
    expect(stored.doc.version).toBe(1);
  });

  it('stores script in titles, notes and link names as the text it is', async () => {
    const token = await login();
    const script = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const doc = await create(token, { title: '脚本' });
    const root = {
      title: script,
      children: [
        { title: '子', note: script, link: '/law/item/1#a3', linkTitle: script, children: [] },
        // A question links where the search opens it: its bank.
        { title: '题', link: '/tikulist?bank=2', linkTitle: '甲乙订立合同…', children: [] },
      ],
    };
    await callContractOk(t, saveMindDocCall, { docId: doc.id, version: 1, root }, token);
    const stored = await callContractOk(t, getMindDocCall, { docId: doc.id }, token);
    expect(stored.doc.root).toEqual(root);
  });

  it('imports Markdown as a new document, refusing an empty or oversized one', async () => {
    const token = await login();
    const markdown = '# 行政法\n- 行政行为\n  - 行政许可\n  > 注意期限\n- 行政诉讼\n';
    const { doc } = await callContractOk(t, importMindDocCall, { title: '导入', markdown }, token);
    expect(doc.root).toEqual({
      title: '行政法',
      children: [
        {
          title: '行政行为',
          children: [{ title: '行政许可', note: '注意期限', children: [] }],
        },
        { title: '行政诉讼', children: [] },
      ],
    });
    expect(
      await callContract(t, importMindDocCall, { title: '空', markdown: '\n\n' }, token),
    ).toMatchObject({ code: 4993 });
    const huge = Array.from({ length: MIND_DOC_MAX_NODES + 1 }, (_, i) => `- 项${i}`).join('\n');
    expect(
      await callContract(t, importMindDocCall, { title: '大', markdown: huge }, token),
    ).toMatchObject({
      code: 4994,
      msg: expect.stringContaining('导图最多 2000 个节点') as unknown,
    });
  });

  it('holds the cap of MIND_DOCS_MAX under parallel creates: the rest answer 4992', async () => {
    const token = await login();
    const replies = await Promise.all(
      Array.from({ length: MIND_DOCS_MAX + 40 }, (_, i) =>
        callContract(t, createMindDocCall, { title: `并发 ${i}` }, token),
      ),
    );
    const codes = replies.map((reply) => reply.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(MIND_DOCS_MAX);
    expect(codes.filter((code) => code === 4992)).toHaveLength(40);
    const list = await callContractOk(t, listMindDocsCall, {}, token);
    expect(list.items).toHaveLength(MIND_DOCS_MAX);
  });
});
