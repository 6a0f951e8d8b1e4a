import { Button, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LAW_BADGES, type TLawBadge } from '@yzfk/contract/calls/law-relation-counts';
import type {
  TLawLinkedNote,
  TLawLinkedQuestion,
  TLawLinkedWriting,
  TLawRelationGroup,
  TLawRelations,
} from '@yzfk/contract/calls/law-relations';
import { paths, practiceHref } from '@yzfk/contract/paths';
import { EmptyState } from '../../../../components/load-states';
import { formatStamp } from '../../../../lib/date-format';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { useSession } from '../../../../lib/session-store';
import { useStartArticlePractice } from '../../api/start-article-practice';
import { LawStatusTag } from '../law-status-tag';
import { BADGE_LABELS, KIND_LABELS, RESULT_LABELS } from './relation-labels';

/** The groups of citing articles other than interpretations and cases (引用). */
const CITING_KINDS = new Set(['law', 'regulation', 'other', 'internal']);

/** Articles of other texts, each opening at its place on its law's page. */
function RelationGroups({ groups }: { groups: TLawRelationGroup[] }) {
  return groups.map((group) => (
    <section key={group.kind} className="law-panel__group" aria-label={KIND_LABELS[group.kind]}>
      {groups.length > 1 ? (
        <h3 className="law-panel__heading">
          {KIND_LABELS[group.kind]}（{group.count}）
        </h3>
      ) : null}
      <ul className="law-panel__list">
        {group.items.map((item) => (
          <li key={`${item.lawId}-${item.ordinal}`}>
            <Link to={paths.lawItem.href({ id: item.lawId, article: item.ordinal })}>
              {item.lawTitle}
              {item.number ? ` ${item.number}` : ''}
            </Link>{' '}
            {item.status === '现行有效' ? null : <LawStatusTag status={item.status} />}
            {item.basis === 'subject' ? (
              <Tag className="law-panel__inferred" title="未直接引用，按内容推断相关">
                内容相关
              </Tag>
            ) : null}
          </li>
        ))}
      </ul>
      {group.count > group.items.length ? (
        <p className="law-panel__more">另有 {group.count - group.items.length} 条未列出</p>
      ) : null}
    </section>
  ));
}

/**
 * A question opens where it is answered: a subjective one in its workspace, an objective one
 * in a practice of this article's questions that begins with it (a visitor is asked to log in).
 */
function QuestionEntry({
  question,
  article,
}: {
  question: TLawLinkedQuestion;
  article: { lawId: number; ordinal: number };
}) {
  const navigate = useNavigate();
  const isLogined = useSession((state) => state.isLogined);
  const start = useStartArticlePractice();
  if (question.type === 'subjective') {
    return <Link to={paths.zg.href({ q: question.id })}>{question.title}</Link>;
  }
  const open = () => {
    if (!isLogined) return openLoginDialog();
    start.mutate(
      { ...article, questionId: question.id },
      { onSuccess: (session) => void navigate(practiceHref(session)) },
    );
  };
  return (
    <Button
      type="link"
      size="small"
      className="law-panel__question"
      loading={start.isPending}
      onClick={open}
    >
      {question.title}
    </Button>
  );
}

function Questions({
  questions,
  article,
}: {
  questions: TLawLinkedQuestion[];
  article: { lawId: number; ordinal: number };
}) {
  return (
    <ul className="law-panel__list">
      {questions.map((question) => {
        const result = question.result ? RESULT_LABELS[question.result] : null;
        return (
          <li key={question.id}>
            {result ? <Tag color={result.color}>{result.text}</Tag> : null}
            <QuestionEntry question={question} article={article} />
            {question.sourceYear ? (
              <span className="law-panel__meta">{question.sourceYear}年</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Our own articles citing the article, each opening on its page (its column beside it). */
function Writings({ writings, heading }: { writings: TLawLinkedWriting[]; heading?: string }) {
  if (writings.length === 0) return null;
  const list = (
    <ul className="law-panel__list">
      {writings.map((writing) => (
        <li key={writing.id}>
          <Link to={paths.articleItem.href({ id: writing.id })}>{writing.title}</Link>
          <span className="law-panel__meta">{writing.column}</span>
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="law-panel__group" aria-label={heading}>
      <h3 className="law-panel__heading">
        {heading}（{writings.length}）
      </h3>
      {list}
    </section>
  );
}

function Notes({ lawId, notes }: { lawId: number; notes: TLawLinkedNote[] }) {
  return (
    <ul className="law-panel__list">
      {notes.map((note) => (
        <li key={note.id}>
          <Link to={paths.notesList.href({ source: 'law', sourceId: lawId })}>{note.excerpt}</Link>
          <span className="law-panel__meta">{formatStamp(note.updatedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each tab's entries and how many there are; tabs without entries are left out. */
function tabsOf(lawId: number, ordinal: number, data: TLawRelations) {
  const cited = (kind: string) => data.citedBy.filter((group) => group.kind === kind);
  const citing = data.citedBy.filter((group) => CITING_KINDS.has(group.kind));
  const total = (groups: TLawRelationGroup[]) => groups.reduce((sum, g) => sum + g.count, 0);
  // Our case analyses are cases beside the library's (headed apart: 本站案例分析).
  const ourCases = data.writings.filter((writing) => writing.isCase);
  const cases = cited('case');
  const tabs: { key: TLawBadge; count: number; body: React.ReactNode }[] = [
    {
      key: 'interpretation',
      count: total(cited('interpretation')),
      body: <RelationGroups groups={cited('interpretation')} />,
    },
    {
      key: 'case',
      count: total(cases) + ourCases.length,
      body: (
        <>
          <RelationGroups groups={cases} />
          <Writings writings={ourCases} heading={cases.length > 0 ? '本站案例分析' : undefined} />
        </>
      ),
    },
    { key: 'cites', count: total(citing), body: <RelationGroups groups={citing} /> },
    { key: 'applies', count: total(data.applies), body: <RelationGroups groups={data.applies} /> },
    {
      key: 'questions',
      count: data.questions.length,
      body: <Questions questions={data.questions} article={{ lawId, ordinal }} />,
    },
    {
      key: 'writings',
      count: data.writings.length - ourCases.length,
      body: <Writings writings={data.writings.filter((writing) => !writing.isCase)} />,
    },
    { key: 'notes', count: data.notes.length, body: <Notes lawId={lawId} notes={data.notes} /> },
  ];
  return tabs.filter((tab) => tab.count > 0);
}

/**
 * An article's 法条联想, grouped in tabs: the interpretations and cases that apply it (our case
 * analyses among the cases), the other texts citing it, what it applies, the questions linked to
 * it (my last result), our other articles citing it and my notes.
 */
export function ArticlePanel({
  lawId,
  ordinal,
  data,
  tab,
  onTab,
}: {
  lawId: number;
  ordinal: number;
  data: TLawRelations;
  tab: TLawBadge;
  onTab: (tab: TLawBadge) => void;
}) {
  const tabs = tabsOf(lawId, ordinal, data);
  if (tabs.length === 0 && data.charges.length === 0) {
    return <EmptyState text="暂无关联内容" />;
  }
  const active = tabs.some((entry) => entry.key === tab) ? tab : tabs[0]?.key;
  return (
    <>
      {data.charges.length > 0 ? (
        <p className="law-panel__charges">
          罪名：
          {data.charges.map((charge) => (
            <Tag key={charge.name} color={charge.abolished ? undefined : 'blue'}>
              {charge.name}
              {charge.abolished ? '（已取消）' : ''}
            </Tag>
          ))}
        </p>
      ) : null}
      <Tabs
        activeKey={active}
        onChange={(key) => {
          const next = LAW_BADGES.find((badge) => badge === key);
          if (next) onTab(next);
        }}
        items={tabs.map((entry) => ({
          key: entry.key,
          label: `${BADGE_LABELS[entry.key]} ${entry.count}`,
          children: entry.body,
        }))}
      />
    </>
  );
}
