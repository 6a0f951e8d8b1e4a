import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import type { TChapterNode, TSubject } from '@yzfk/contract/calls/tiku';
import { useState } from 'react';
import { percentText } from '../../../components/question/answer-text';

/** What the user chose to practise: a subject, or one chapter (with its sub-chapters) of it. */
export type TPracticeTarget = { subjectId: number; chapterId?: number; name: string };
export type TPracticeStart = (target: TPracticeTarget, mode: 'practice' | 'recite') => void;

type TNode = Pick<TChapterNode, 'id' | 'name' | 'questionCount' | 'answeredCount' | 'accuracy'> & {
  children: TChapterNode[];
};

function Row({
  node,
  target,
  depth,
  expanded,
  onToggle,
  onStart,
  locked,
}: {
  node: TNode;
  target: TPracticeTarget;
  depth: number;
  expanded: boolean;
  onToggle?: () => void;
  onStart: TPracticeStart;
  locked: boolean;
}) {
  const done = node.questionCount > 0 ? (node.answeredCount / node.questionCount) * 100 : 0;
  const empty = node.questionCount === 0;
  return (
    <div className={`tiku-tree__row tiku-tree__row--depth-${Math.min(depth, 3)}`}>
      <span className="tiku-tree__toggle">
        {onToggle ? (
          <Button
            type="text"
            size="small"
            aria-expanded={expanded}
            aria-label={`${expanded ? '收起' : '展开'} ${node.name}`}
            icon={expanded ? <DownOutlined /> : <RightOutlined />}
            onClick={onToggle}
          />
        ) : null}
      </span>
      <span
        className={depth === 0 ? 'tiku-tree__name tiku-tree__name--subject' : 'tiku-tree__name'}
      >
        {node.name}
      </span>
      <span className="tiku-tree__count">{node.questionCount} 题</span>
      <span className="tiku-tree__progress">
        <Progress
          percent={Math.round(done)}
          showInfo={false}
          size="small"
          aria-label={`${node.name} 已做 ${node.answeredCount}/${node.questionCount}`}
        />
        <span className="tiku-muted">
          已做 {node.answeredCount}/{node.questionCount}
        </span>
      </span>
      <span className="tiku-tree__accuracy">正确率 {percentText(node.accuracy)}</span>
      <span className="tiku-tree__actions">
        <Button
          size="small"
          type="primary"
          disabled={locked || empty}
          aria-label={`练习 ${node.name}`}
          onClick={() => onStart(target, 'practice')}
        >
          练习
        </Button>
        <Button
          size="small"
          disabled={locked || empty}
          aria-label={`背题 ${node.name}`}
          onClick={() => onStart(target, 'recite')}
        >
          背题
        </Button>
      </span>
    </div>
  );
}

/** What every level of the tree shares: which rows are open, and what 练习 / 背题 do. */
type TTreeState = {
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  onStart: TPracticeStart;
  locked: boolean;
};

function ChapterItems({
  chapters,
  subjectId,
  depth,
  tree,
}: {
  chapters: TChapterNode[];
  subjectId: number;
  depth: number;
  tree: TTreeState;
}) {
  const { open, toggle, onStart, locked } = tree;
  return (
    <ul className="tiku-tree__list">
      {chapters.map((chapter) => {
        const key = `c${chapter.id}`;
        const hasChildren = chapter.children.length > 0;
        const isOpen = open.has(key);
        return (
          <li key={chapter.id}>
            <Row
              node={chapter}
              target={{ subjectId, chapterId: chapter.id, name: chapter.name }}
              depth={depth}
              expanded={isOpen}
              onToggle={hasChildren ? () => toggle(key) : undefined}
              onStart={onStart}
              locked={locked}
            />
            {hasChildren && isOpen ? (
              <ChapterItems
                chapters={chapter.children}
                subjectId={subjectId}
                depth={depth + 1}
                tree={tree}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The subjects of a bank with their chapter trees: question counts, the user's progress
 * (answered/total) and accuracy, and 练习 / 背题 for each subject and chapter. The first
 * subject starts expanded.
 */
export function ChapterTree({
  subjects,
  onStart,
  locked,
}: {
  subjects: TSubject[];
  onStart: TPracticeStart;
  locked: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(subjects[0] ? [`s${subjects[0].id}`] : []),
  );
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const tree = { open, toggle, onStart, locked };
  return (
    <ul className="tiku-tree" aria-label="科目与章节">
      {subjects.map((subject) => {
        const key = `s${subject.id}`;
        const isOpen = open.has(key);
        const hasChapters = subject.chapters.length > 0;
        return (
          <li key={subject.id} className="tiku-tree__subject">
            <Row
              node={{ ...subject, children: subject.chapters }}
              target={{ subjectId: subject.id, name: subject.name }}
              depth={0}
              expanded={isOpen}
              onToggle={hasChapters ? () => toggle(key) : undefined}
              onStart={onStart}
              locked={locked}
            />
            {hasChapters && isOpen ? (
              <ChapterItems
                chapters={subject.chapters}
                subjectId={subject.id}
                depth={1}
                tree={tree}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
