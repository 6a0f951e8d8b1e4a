import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Input, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { RichHtml } from '../../../components/question/rich-html';
import '../../../components/question/rich-html.css';
import { useExamBefore } from '../api/exam-before';
import { errorText, hasCode } from '../api/exam-errors';
import { useStartExam } from '../api/start-exam';
import { ExamInfoMissing } from '../components/exam-info-missing';
import { ExamLoading } from '../components/exam-loading';
import { PaperEntry } from '../components/paper-entry';
import { RoomFrame } from '../components/room-frame';
import { useRoomLoginGuard } from '../hooks/use-room-login-guard';
import { useRoomParams } from '../hooks/use-room-params';
import { clockOffset, toDeviceTime } from '../utils/server-clock';
import './exam.css';
import { ExamConfig } from '../components/exam-config';

/** How long to wait before asking again when the server says the paper is not open yet. */
const NOT_OPEN_RETRY_MS = 2000;

/**
 * /exam/{obt|subt}/examBefore?examId= (standalone): the waiting screen after the room login.
 * The candidate, 考生须知 and 操作说明, an input-method test box, and per paper its opening
 * time with a countdown by the server's clock. 统一开考 opens the paper by itself at its time;
 * 随到随考 has 开始答题. Both go through start.
 */
function ExamBeforePageContent() {
  const { variant, examId } = useRoomParams();
  const navigate = useNavigate();
  const before = useExamBefore(examId);
  const needsLogin = useRoomLoginGuard(before.error, variant, examId);
  const start = useStartExam();
  const [startingPaper, setStartingPaper] = useState<number | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(retry.current ?? undefined), []);
  const startGuard = useRoomLoginGuard(start.error, variant, examId);

  if (examId === 0) {
    return (
      <RoomFrame variant={variant}>
        <ExamInfoMissing />
      </RoomFrame>
    );
  }
  if (before.isPending || needsLogin || startGuard) return <ExamLoading />;
  if (before.isError) {
    return (
      <RoomFrame variant={variant}>
        <Result
          status="error"
          title="无法进入考场"
          subTitle={errorText(before.error)}
          extra={<Link to={paths.examList.href()}>返回考试列表</Link>}
        />
      </RoomFrame>
    );
  }

  const data = before.data;
  const offset = clockOffset(data.serverTime, data.receivedAt);
  const startMode = data.startMode;
  const examination = (paperId: number) =>
    void navigate(examRoomRoute(variant, 'examination').href({ examId, paperId }));

  function startPaper(paperId: number, isAuto: boolean) {
    setStartingPaper(paperId);
    start.mutate(
      { examId, paperId },
      {
        onSuccess: () => examination(paperId),
        onError: (error) => {
          // The server's clock decides; a few seconds' disagreement is asked again.
          if (isAuto && hasCode(error, E.examNotOpen)) {
            retry.current = setTimeout(() => startPaper(paperId, true), NOT_OPEN_RETRY_MS);
            return;
          }
          setStartingPaper(null);
        },
      },
    );
  }

  // The paper that opens by itself: the first one neither finished nor past its entry.
  const now = Date.now();
  const autoPaper = data.papers.find(
    (entry) => entry.attempt === null && toDeviceTime(entry.entryClosesAt, offset) > now,
  );
  const startError =
    start.isError && !hasCode(start.error, E.examNotOpen) ? errorText(start.error) : null;

  return (
    <RoomFrame variant={variant} examTitle={data.examTitle}>
      <div className="exam-before">
        <section className="exam-room__card exam-before__candidate" aria-label="考生信息">
          <Avatar shape="square" size={96} icon={<UserOutlined />} aria-label="考生照片" />
          <dl>
            <dt>姓名</dt>
            <dd>{data.candidate.realName}</dd>
            <dt>准考证号</dt>
            <dd>{data.candidate.ticketNo}</dd>
            <dt>证件号码</dt>
            <dd>{data.candidate.idNumberMasked}</dd>
          </dl>
        </section>
        <section className="exam-room__card" aria-label="试卷">
          <h2 className="exam-room__heading">试卷</h2>
          {startError ? <Alert type="error" showIcon title={startError} /> : null}
          <ul className="exam-before__papers">
            {data.papers.map((entry) => (
              <PaperEntry
                key={entry.paper.id}
                entry={entry}
                startMode={startMode}
                offset={offset}
                auto={entry === autoPaper}
                starting={startingPaper === entry.paper.id}
                onStart={() => startPaper(entry.paper.id, startMode === 'fixed')}
                onResume={() => examination(entry.paper.id)}
              />
            ))}
          </ul>
          {startMode === 'fixed' ? (
            <p className="exam-muted">开考时间到后，系统将自动进入答题，无需操作。</p>
          ) : null}
        </section>
        <section className="exam-room__card" aria-label="考生须知">
          <h2 className="exam-room__heading">考生须知</h2>
          <RichHtml className="rich-html" html={data.noticeHtml} />
        </section>
        <section className="exam-room__card" aria-label="操作说明">
          <h2 className="exam-room__heading">操作说明</h2>
          <RichHtml className="rich-html" html={data.instructionsHtml} />
        </section>
        <section className="exam-room__card" aria-label="输入法测试">
          <h2 className="exam-room__heading">输入法测试</h2>
          <label htmlFor="ime-test" className="exam-muted">
            请在下框中试着输入汉字，确认输入法可以正常使用（内容不会保存）。
          </label>
          <Input.TextArea id="ime-test" rows={3} placeholder="例如：国家统一法律职业资格考试" />
        </section>
      </div>
    </RoomFrame>
  );
}

/** See ExamBeforePageContent; wrapped in the exam pages' antd settings. */
export function ExamBeforePage() {
  return (
    <ExamConfig>
      <ExamBeforePageContent />
    </ExamConfig>
  );
}
