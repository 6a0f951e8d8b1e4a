import { QUESTION_TYPE_LABELS } from '@yzfk/contract/calls/tiku-shapes';
import { useState } from 'react';
import { OptionList } from '../../../components/question/option-list';
import { RichHtml } from '../../../components/question/rich-html';
import { SolutionPanel } from '../../../components/question/solution-panel';
import { useAnswerDailyQuestion } from '../api/answer-daily-question';
import type { TSectionOf } from '../api/get-homepage';
import '../../../components/question/rich-html.css';

/**
 * 每日一题, answered in place: pick, then 提交答案; the server checks the answer and only then
 * sends the right answer and the explanation.
 */
export function DailyQuestion({ section }: { section: TSectionOf<'dailyQuestion'> }) {
  const question = section.data;
  const [chosen, setChosen] = useState<string[]>([]);
  const answer = useAnswerDailyQuestion();
  const result = answer.data;
  const pick = (key: string) =>
    setChosen((current) =>
      question.type === 'single'
        ? [key]
        : current.includes(key)
          ? current.filter((k) => k !== key)
          : [...current, key],
    );
  return (
    <div className="home-daily">
      <p className="home-daily__meta">
        {QUESTION_TYPE_LABELS[question.type]}
        {question.subjectName ? ` · ${question.subjectName}` : ''}
      </p>
      <RichHtml className="rich-html home-daily__stem" html={question.stemHtml} />
      <OptionList
        question={question}
        marks={{ chosen, answer: result ? result.solution.answer : null }}
        disabled={result !== undefined || answer.isPending}
        onPick={pick}
      />
      {result ? (
        <>
          <p
            className={`home-daily__verdict home-daily__verdict--${result.isCorrect ? 'right' : 'wrong'}`}
            role="status"
          >
            {result.isCorrect ? '回答正确' : '回答错误'}
          </p>
          <SolutionPanel solution={result.solution} />
        </>
      ) : (
        <button
          type="button"
          className="home-button"
          disabled={chosen.length === 0 || answer.isPending}
          onClick={() =>
            answer.mutate({ questionId: question.questionId, day: question.day, choice: chosen })
          }
        >
          提交答案
        </button>
      )}
    </div>
  );
}
