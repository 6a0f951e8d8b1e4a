import { Result } from 'antd';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { LinkButton } from '../../../../components/link-button';
import { NotFound } from '../../../../components/load-states';
import { useMyAttempt } from '../api/find-my-attempt';

/** /exam/report without a usable attempt number, or one that is not the caller's (4709). */
export function ReportNotFound() {
  return (
    <NotFound
      title="答题报告不存在"
      reason="作答记录不存在，或不属于当前账号。"
      back={<LinkButton to={paths.examList.href()}>返回模拟考试</LinkButton>}
    />
  );
}

/**
 * The attempt is still being answered (4815): the report comes after 交卷. The way back goes to
 * the exam room of the attempt's exam when it is among the caller's attempts, else to the list.
 */
export function ReportNotReady({ attemptId }: { attemptId: number }) {
  const mine = useMyAttempt(attemptId, true);
  const attempt = mine.data ?? null;
  return (
    <Result
      status="warning"
      title="考试尚未结束"
      subTitle={
        attempt
          ? `《${attempt.examTitle}》${attempt.paperTitle}还未交卷，交卷后才能查看答题报告。`
          : '交卷后才能查看答题报告。'
      }
      extra={
        attempt ? (
          <LinkButton to={examRoomRoute(attempt.variant, 'exam').href({ examId: attempt.examId })}>
            返回考场继续作答
          </LinkButton>
        ) : (
          <LinkButton to={paths.examList.href()}>返回模拟考试</LinkButton>
        )
      }
    />
  );
}
