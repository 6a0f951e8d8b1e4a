import { Select } from 'antd';
import { useNoteSubjects } from '../api/list-note-subjects';
import { useNoteTags } from '../api/list-note-tags';
import { subjectLabel } from './subject-label';

/**
 * The subject and tag filters of /mynotes: only subjects and tags I have notes in, with their
 * counts. A value from the URL that is not among them is still shown, so it can be cleared.
 */
export function NoteFilters({
  subject,
  tag,
  onChange,
}: {
  subject: string | undefined;
  tag: string | undefined;
  onChange: (changes: { subject?: string; tag?: string }) => void;
}) {
  const subjects = useNoteSubjects();
  const tags = useNoteTags();
  const subjectOptions = (subjects.data?.items ?? []).map((item) => ({
    value: item.subject,
    label: `${subjectLabel(item.subject)}（${item.count}）`,
  }));
  const tagOptions = (tags.data?.items ?? []).map((item) => ({
    value: item.tag,
    label: `${item.tag}（${item.count}）`,
  }));
  return (
    <>
      <Select
        allowClear
        className="my-notes__filter"
        aria-label="按科目筛选"
        placeholder="全部科目"
        loading={subjects.isPending}
        value={subject}
        options={withCurrent(subjectOptions, subject, subjectLabel)}
        onChange={(value: string | undefined) => onChange({ subject: value })}
      />
      <Select
        allowClear
        showSearch
        className="my-notes__filter"
        aria-label="按标签筛选"
        placeholder="全部标签"
        loading={tags.isPending}
        value={tag}
        options={withCurrent(tagOptions, tag, (value) => value)}
        onChange={(value: string | undefined) => onChange({ tag: value })}
      />
    </>
  );
}

/** The options, with the current value added when it is not among them (an old link). */
function withCurrent(
  options: { value: string; label: string }[],
  current: string | undefined,
  label: (value: string) => string,
): { value: string; label: string }[] {
  if (current === undefined || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: `${label(current)}（0）` }];
}
