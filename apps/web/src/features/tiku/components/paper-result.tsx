import { Segmented, Statistic } from 'antd';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { paths } from '@yzfk/contract/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatStamp } from '../../../lib/date-format';
import { answersById, statusOf } from '../utils/answer-status';
import { lettersText, percentText } from '../../../components/question/answer-text';
import { AnswerSheet } from '../../../components/question/answer-sheet';
import { PaperSection } from '../../../components/question/paper-section';
import {
  paperSections,
  scrollToQuestion,
  sheetGroups,
} from '../../../components/question/paper-sections';
import { QuestionView } from '../../../components/question/question-view';
import { EmptyState } from '../../../components/load-states';
import { FavoriteStar } from './favorite-star';
import { SolutionPanel } from '../../../components/question/solution-panel';

type TFilter = 'all' | 'wrong';

/**
 * A submitted paper: the score (score/maxScore) and right count, then every question with the
 * user's answer against the right one and the explanation; 只看错题 keeps the wrong and the
 * unanswered ones.
 */
export function PaperResult({ view }: { view: TPracticeView }) {
  const { session, questions } = view;
  const [filter, setFilter] = useState<TFilter>('all');
  const answers = answersById(view.answers);
  const sections = paperSections(questions);
  const statusById = new Map(questions.map((q) => [q.id, statusOf(q, answers.get(q.id))]));
  const wrongCount = questions.filter((q) => statusById.get(q.id) !== 'right').length;

  return (
    <div className="tiku-page tiku-paper-result">
      <section className="tiku-score" aria-label="成绩">
        <h1 className="tiku-practice__title">{session.title}</h1>
        <div className="tiku-score__stats">
          <Statistic
            title="得分"
            value={session.score ?? 0}
            suffix={`/ ${session.maxScore}`}
            className="tiku-score__main"
          />
          <Statistic title="答对" value={session.correctCount} suffix={`/ ${session.total} 题`} />
          <Statistic title="正确率" value={percentText(session.accuracy)} />
        </div>
        <p className="tiku-muted">
          交卷时间：{formatStamp(session.finishedAt)} ·{' '}
          <Link to={paths.tikuList.href()}>返回题库</Link> ·{' '}
          <Link to={paths.myMistake.href()}>查看错题本</Link>
        </p>
      </section>
      <div className="tiku-practice__body">
        <div className="tiku-practice__main">
          <Segmented<TFilter>
            aria-label="筛选题目"
            value={filter}
            onChange={setFilter}
            options={[
              { label: `全部题目（${questions.length}）`, value: 'all' },
              { label: `只看错题（${wrongCount}）`, value: 'wrong' },
            ]}
          />
          {filter === 'wrong' && wrongCount === 0 ? <EmptyState text="全部答对，没有错题" /> : null}
          {sections.map((section) => {
            const items = section.items.filter(
              ({ question }) => filter === 'all' || statusById.get(question.id) !== 'right',
            );
            if (items.length === 0) return null;
            return (
              <PaperSection
                key={section.key}
                section={section}
                items={items}
                renderQuestion={(question, index) => {
                  const given = answers.get(question.id);
                  const solution = question.solution;
                  return (
                    <QuestionView
                      question={question}
                      number={index + 1}
                      marks={{ chosen: given?.chosen ?? [], answer: solution?.answer ?? null }}
                      disabled
                      onPick={() => undefined}
                      tools={<FavoriteStar questionId={question.id} favorite={question.favorite} />}
                    >
                      <div
                        className={`tiku-review-line tiku-review-line--${statusById.get(question.id) ?? 'unanswered'}`}
                      >
                        <span>你的答案：{lettersText(given?.chosen ?? [])}</span>
                        <span>正确答案：{solution ? lettersText(solution.answer) : '—'}</span>
                        <span>
                          得分：{given?.points ?? 0} / {question.points}
                        </span>
                      </div>
                      {solution ? <SolutionPanel solution={solution} showsAnswer={false} /> : null}
                    </QuestionView>
                  );
                }}
              />
            );
          })}
        </div>
        <aside className="tiku-practice__side">
          <AnswerSheet
            groups={sheetGroups(sections, (q) => statusById.get(q.id) ?? 'unanswered')}
            onJump={(index) => {
              setFilter('all');
              // After the filter change has rendered the question.
              setTimeout(() => scrollToQuestion(index), 0);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
