import { Button, Result, Statistic } from 'antd';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { paths } from '@yzfk/contract/paths';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { percentText } from '../../../components/question/answer-text';

/** The end of a chapter (mistakes, favourites) session: count, accuracy, and where to go next. */
export function PracticeFinish({
  session,
  onReview,
  onRedoMistakes,
  redoing,
}: {
  session: TPracticeSession;
  onReview: () => void;
  onRedoMistakes: () => void;
  redoing: boolean;
}) {
  const wrong = session.answeredCount - session.correctCount;
  return (
    <Result
      status="success"
      title={session.mode === 'recite' ? '背题完成' : '练习完成'}
      subTitle={session.title}
      extra={
        <div className="tiku-finish">
          <div className="tiku-finish__stats">
            <Statistic title="题目数" value={session.total} suffix="题" />
            <Statistic title="已作答" value={session.answeredCount} suffix="题" />
            <Statistic title="答对" value={session.correctCount} suffix="题" />
            <Statistic title="正确率" value={percentText(session.accuracy)} />
          </div>
          <div className="tiku-finish__actions">
            <Button onClick={onReview}>查看题目</Button>
            {wrong > 0 ? (
              <Button type="primary" loading={redoing} onClick={onRedoMistakes}>
                重做错题
              </Button>
            ) : null}
            <LinkButton to={paths.tikuList.href()} type={wrong > 0 ? 'default' : 'primary'}>
              返回题库
            </LinkButton>
            <Link to={paths.myMistake.href()}>查看错题本</Link>
          </div>
        </div>
      }
    />
  );
}
