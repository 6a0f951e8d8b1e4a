import { describe, expect, it } from 'vitest';
import { setNoteTagsCall, ZNoteTag } from '@yzfk/contract/calls/note-tags';
import { subjectOfLawTitle } from '../tiku/import/classify-question';
import { shownSubject, sortTags, storedSubject, subjectList } from './note-tags-rules';

describe('note tag and subject rules', () => {
  it('sorts tags by code point, whatever the database collation', () => {
    expect(sortTags(['重点', 'B', 'a', '易错'])).toEqual(['B', 'a', '易错', '重点']);
  });

  it('maps the none filter to notes without a subject and shows none as null', () => {
    expect(storedSubject('none')).toBe('');
    expect(storedSubject('民法')).toBe('民法');
    expect(shownSubject('')).toBeNull();
    expect(shownSubject(null)).toBeNull();
    expect(shownSubject('刑法')).toBe('刑法');
  });

  it('lists subjects most notes first, the notes without one last', () => {
    expect(
      subjectList([
        { subject: '', count: 9 },
        { subject: '民法', count: 2 },
        { subject: '刑法', count: 5 },
      ]),
    ).toEqual([
      { subject: '刑法', count: 5 },
      { subject: '民法', count: 2 },
      { subject: 'none', count: 9 },
    ]);
  });

  it('files a law under the syllabus subject its title names', () => {
    expect(subjectOfLawTitle('中华人民共和国刑事诉讼法')).toBe('刑事诉讼法');
    expect(subjectOfLawTitle('中华人民共和国刑法（示例节选）')).toBe('刑法');
    expect(subjectOfLawTitle('中华人民共和国民法典')).toBe('民法');
    expect(subjectOfLawTitle('广东省物业管理条例')).toBeUndefined();
  });

  it('cleans a tag (trimmed, one space inside) and drops duplicates, order kept', () => {
    expect(ZNoteTag.parse('  背   诵 ')).toBe('背 诵');
    const parsed = setNoteTagsCall.request.parse({ noteId: 1, tags: ['重点', '易错', '重点 '] });
    expect(parsed.tags).toEqual(['重点', '易错']);
    expect(setNoteTagsCall.request.safeParse({ noteId: 1, tags: ['a'.repeat(21)] }).success).toBe(
      false,
    );
  });
});
