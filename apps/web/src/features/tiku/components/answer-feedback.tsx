import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { lettersText } from '../../../components/question/answer-text';

/** 回答正确 / 回答错误 with the user's answer and the right one, once the server has judged. */
export function AnswerFeedback({
  isCorrect,
  chosen,
  answer,
}: {
  isCorrect: boolean;
  chosen: readonly string[];
  answer: readonly string[];
}) {
  return (
    <div
      role="status"
      className={`tiku-feedback ${isCorrect ? 'tiku-feedback--right' : 'tiku-feedback--wrong'}`}
    >
      {isCorrect ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
      <strong>{isCorrect ? '回答正确' : '回答错误'}</strong>
      <span>你的答案：{lettersText(chosen)}</span>
      <span>正确答案：{lettersText(answer)}</span>
    </div>
  );
}
