import { Button, Tag, Tooltip, Typography } from 'antd';
import {
  EXAM_START_MODE_LABELS,
  EXAM_STATE_LABELS,
  EXAM_VARIANT_LABELS,
  type TExamState,
  type TExamSummary,
} from '@yzfk/contract/calls/exam-shapes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { Link } from 'react-router';
import { openAccessDialog } from '../../../lib/access-dialog';
import { formatStamp } from '../../../lib/date-format';
import { paperText } from '../utils/exam-format';

const STATE_COLORS: Record<TExamState, string> = {
  registering: 'blue',
  upcoming: 'orange',
  ongoing: 'green',
  ended: 'default',
};

/** One exam on /examlist: times, start mode, papers, candidates, my ticket and my reports. */
export function ExamCard({
  exam,
  isLogined,
  onRegister,
}: {
  exam: TExamSummary;
  isLogined: boolean;
  onRegister: () => void;
}) {
  const { registration } = exam;
  // A 随到随考 exam takes registrations while under way; a registered candidate may enter the
  // room (and wait there) as soon as they hold a ticket, until the exam ends.
  const canRegister = exam.registrationOpen && registration === null;
  const canEnter = registration !== null && exam.state !== 'ended';
  const finished = exam.attempts.filter((attempt) => attempt.status !== 'in_progress');
  const titleId = `exam-${exam.id}-title`;

  let action = null;
  if (canEnter) {
    action = (
      <Link
        className="exam-card__enter"
        to={examRoomRoute(exam.variant, 'exam').href({ examId: exam.id })}
      >
        进入考场
      </Link>
    );
  } else if (canRegister) {
    action =
      isLogined && !exam.accessible ? (
        exam.access === 'authorised' ? (
          // An authorisation can be obtained (an activation code): the one 获取授权 dialog.
          <Tooltip title="该考试仅限授权用户参加">
            <Button onClick={() => openAccessDialog(exam.title)}>获取授权</Button>
          </Tooltip>
        ) : (
          <Tooltip title="该考试仅限本机构用户参加">
            <Button disabled>报名</Button>
          </Tooltip>
        )
      ) : (
        <Button type="primary" onClick={onRegister}>
          报名
        </Button>
      );
  }

  return (
    <article className="exam-card" aria-labelledby={titleId}>
      <header className="exam-card__head">
        <h2 id={titleId} className="exam-card__title">
          {exam.title}
        </h2>
        <Tag color={STATE_COLORS[exam.state]}>{EXAM_STATE_LABELS[exam.state]}</Tag>
        <Tag color={exam.variant === 'obt' ? 'geekblue' : 'purple'}>
          {EXAM_VARIANT_LABELS[exam.variant]}
        </Tag>
        <Tag>{EXAM_START_MODE_LABELS[exam.startMode]}</Tag>
        <div className="exam-card__action">{action}</div>
      </header>
      {exam.description ? <p className="exam-card__desc">{exam.description}</p> : null}
      <dl className="exam-card__facts">
        <dt>报名时间</dt>
        <dd>
          {formatStamp(exam.registrationOpensAt)} 至 {formatStamp(exam.registrationClosesAt)}
        </dd>
        <dt>{exam.startMode === 'fixed' ? '考试时间' : '开放时间'}</dt>
        <dd>
          {formatStamp(exam.startsAt)} 至 {formatStamp(exam.endsAt)}
        </dd>
        <dt>试卷</dt>
        <dd>
          <ul className="exam-card__papers">
            {exam.papers.map((paper) => (
              <li key={paper.id}>{paperText(paper)}</li>
            ))}
          </ul>
        </dd>
        <dt>报名人数</dt>
        <dd>{exam.candidateCount} 人</dd>
      </dl>
      {registration ? (
        <section className="exam-card__mine" aria-label="我的报名">
          <span>
            准考证号：
            <Typography.Text copyable strong>
              {registration.ticketNo}
            </Typography.Text>
          </span>
          <span>姓名：{registration.realName}</span>
          <span>证件号码：{registration.idNumberMasked}</span>
        </section>
      ) : null}
      {finished.length > 0 ? (
        <section className="exam-card__reports" aria-label="我的成绩">
          {finished.map((attempt) => (
            <Link key={attempt.id} to={paths.examReport.href({ attempt: attempt.id })}>
              {attempt.paperTitle} 答题报告
              {attempt.score !== null ? `（${attempt.score} / ${attempt.maxScore} 分）` : ''}
            </Link>
          ))}
        </section>
      ) : null}
    </article>
  );
}
