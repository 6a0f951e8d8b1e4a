import { describe, expect, it } from 'vitest';
import type { TNote } from '@yzfk/contract/calls/notes';
import { notesMarkdown } from './notes-markdown';
import { notePath } from '../../../lib/note-place';
import { paths } from '@yzfk/contract/paths';

const base: TNote = {
  id: 1,
  source: 'law',
  sourceId: 7,
  anchor: '3',
  anchorOrder: 3,
  quote: '第三条 民事主体的人身权利',
  text: '要点一\n要点二',
  colour: 'yellow',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

describe('notesMarkdown', () => {
  it('writes a title, then each note’s place, quote and text', () => {
    const lesson: TNote = {
      ...base,
      id: 2,
      source: 'lesson',
      anchor: '192000',
      anchorOrder: 192000,
      quote: '',
      text: '讲到物权',
    };
    const question: TNote = {
      ...base,
      id: 3,
      source: 'question',
      sourceId: 12,
      anchor: '',
      quote: '',
      text: '易错',
      tags: ['易错', '背 诵'],
    };
    expect(notesMarkdown('民法', [base, lesson, question])).toBe(
      [
        '# 民法',
        '',
        '## 法条 · 第三条 民事主体的人身权利',
        '',
        '要点一\n要点二',
        '',
        '## 课程 · 03:12',
        '',
        '讲到物权',
        '',
        '## 题目 #12',
        '',
        '标签：#易错 #背 诵',
        '',
        '易错',
        '',
      ].join('\n'),
    );
  });
  it('exports a rich note’s list items, quote and marks as its own blocks, apart from the next note', () => {
    const rich: TNote = {
      ...base,
      text: '**要件**：\n\n- 行为\n- 结果\n\n1. 第一步\n2. 第二步\n\n> 原文引用\n> 第二行',
    };
    const next: TNote = { ...base, id: 4, quote: '第四条 民事主体在民事活动中', text: '平等' };
    expect(notesMarkdown('民法', [rich, next])).toBe(
      [
        '# 民法',
        '',
        '## 法条 · 第三条 民事主体的人身权利',
        '',
        '**要件**：',
        '',
        '- 行为',
        '- 结果',
        '',
        '1. 第一步',
        '2. 第二步',
        '',
        '> 原文引用',
        '> 第二行',
        '',
        '## 法条 · 第四条 民事主体在民事活动中',
        '',
        '平等',
        '',
      ].join('\n'),
    );
  });
});

describe('notePath', () => {
  it('links a law note to its article, a lesson note to the player at its second', () => {
    expect(notePath(base)).toBe(paths.lawItem.href({ id: 7, article: 3 }));
    const lesson = {
      source: 'lesson',
      sourceId: 5,
      anchor: '192500',
      anchorOrder: 192_500,
    } as const;
    expect(notePath({ ...lesson, courseId: 3 })).toBe(
      paths.player.href({ course: 3, lesson: 5, t: 192 }),
    );
    // Without its course (a list that does not carry it), the lesson's notes.
    expect(notePath(lesson)).toBe(paths.notesList.href({ source: 'lesson', sourceId: 5 }));
    expect(notePath({ source: 'question', sourceId: 5, anchor: '', anchorOrder: 0 })).toBeNull();
    const cfi = 'epubcfi(/6/4!/4,/1:0,/1:3)';
    expect(notePath({ source: 'book', sourceId: 2, anchor: cfi, anchorOrder: 0.1 })).toBe(
      paths.bookReader.href({ id: 2, cfi }),
    );
  });
});
