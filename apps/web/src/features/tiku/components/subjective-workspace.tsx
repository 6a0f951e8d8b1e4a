import { Button, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';
import { useAnswerSubjective } from '../api/answer-subjective';
import { useSubjective } from '../api/get-subjective';
import { useGradeSubjective } from '../api/grade-subjective';
import { useRequireLogin } from '../hooks/use-require-login';
import { AttemptHistory } from './attempt-history';
import { LoadError } from '../../../components/load-states';
import { sourceText } from '../../../components/question/source-text';
import { RichHtml } from '../../../components/question/rich-html';
import { SubjectiveAnswerForm } from './subjective-answer-form';
import { SubjectiveGrading } from '../../../components/question/subjective-grading';

/**
 * One subjective question: the case material, a text box per sub-question, then (after
 * 提交作答) the reference answer and the scoring points to tick, and the history of attempts.
 */
export function SubjectiveWorkspace({ questionId }: { questionId: number }) {
  const detail = useSubjective(questionId);
  const [, requireLogin] = useRequireLogin();
  const answer = useAnswerSubjective(questionId);
  const grade = useGradeSubjective(questionId);
  /** True while writing a new attempt; null: decide from the history. */
  const [writing, setWriting] = useState<boolean | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === E.questionNotFound) {
      return <Result status="404" title="试题不存在或已下架" />;
    }
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const { question, attempts, solution } = detail.data;
  const attempt = attempts.find((a) => a.id === openId) ?? attempts[0] ?? null;
  const isWriting = writing ?? !(attempt && solution);
  const source = sourceText(question.source);

  return (
    <article className="tiku-zg-work" aria-label="主观题">
      <header className="tiku-zg-work__head">
        <Tag color="purple">主观题</Tag>
        <span className="tiku-zg-work__subject">{question.subjectName}</span>
        {source ? <span className="tiku-muted">{source}</span> : null}
        <span className="tiku-muted">满分 {question.maxScore} 分</span>
      </header>
      <section className="tiku-zg-material" aria-label="案情材料">
        <h2 className="tiku-solution__heading">案情材料</h2>
        <RichHtml className="rich-html" html={question.materialHtml} />
      </section>
      {isWriting || !attempt || !solution ? (
        <SubjectiveAnswerForm
          key={attempts.length}
          subQuestions={question.subQuestions}
          submitting={answer.isPending}
          onSubmit={(texts) =>
            requireLogin(() =>
              answer.mutate(texts, {
                onSuccess: ({ attempt: created }) => {
                  setOpenId(created.id);
                  setWriting(false);
                },
              }),
            )
          }
        />
      ) : (
        <>
          <SubjectiveGrading
            key={attempt.id}
            subQuestions={question.subQuestions}
            solution={solution}
            answers={attempt.answers}
            initialAchieved={attempt.achieved ?? []}
            maxScore={question.maxScore}
            savedScore={attempt.score}
            grading={grade.isPending}
            onGrade={(achieved) => grade.mutate({ attemptId: attempt.id, achieved })}
          />
          <Button className="tiku-zg-again" onClick={() => setWriting(true)}>
            再做一次
          </Button>
        </>
      )}
      <section className="tiku-zg-history-box" aria-label="作答记录">
        <h2 className="tiku-solution__heading">作答记录</h2>
        <AttemptHistory
          attempts={attempts}
          currentId={isWriting ? null : (attempt?.id ?? null)}
          onOpen={(id) => {
            setOpenId(id);
            setWriting(false);
          }}
        />
      </section>
    </article>
  );
}
