import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { formatStamp } from '../../../lib/date-format';
import { useSession } from '../../../lib/session-store';
import { LoginRequired } from '../../../components/login-required';
import { errorText, hasCode } from '../api/exam-errors';
import { useExam } from '../api/get-exam';
import { DeviceCheck } from '../components/device-check';
import { ExamInfoMissing } from '../components/exam-info-missing';
import { ExamLoading } from '../components/exam-loading';
import { RoomFrame } from '../components/room-frame';
import { useRoomParams } from '../hooks/use-room-params';
import { probeQueueStorage, type TStorageKind } from '../queue/queue-storage';
import {
  checkBrowser,
  checkClock,
  checkScreen,
  checkServer,
  checkStorage,
} from '../utils/device-check';
import { paperText } from '../utils/exam-format';
import { clockOffset } from '../utils/server-clock';
import { EXAM_START_MODE_LABELS } from '@yzfk/contract/calls/exam-shapes';
import './exam.css';
import { ExamConfig } from '../components/exam-config';

/**
 * /exam/{obt|subt}/exam?examId= (standalone): the exam room's door. The exam's title and times,
 * a device and network check (browser, server round trip, clock offset, screen, local storage
 * for the offline queue), then 进入考场登录.
 */
function ExamEntryPageContent() {
  const { variant, examId } = useRoomParams();
  const navigate = useNavigate();
  const isLogined = useSession((state) => state.isLogined);
  const exam = useExam(isLogined ? examId : 0);
  const [storage, setStorage] = useState<TStorageKind | null>(null);
  useEffect(() => {
    let live = true;
    void probeQueueStorage().then((kind) => {
      if (live) setStorage(kind);
    });
    return () => {
      live = false;
    };
  }, []);

  if (examId === 0) {
    return (
      <RoomFrame variant={variant}>
        <ExamInfoMissing reason="请从模拟考试列表选择考试后进入考场。" />
      </RoomFrame>
    );
  }
  if (!isLogined) {
    return (
      <RoomFrame variant={variant}>
        <LoginRequired what="进入考场" />
      </RoomFrame>
    );
  }
  if (exam.isPending) return <ExamLoading />;
  if (exam.isError && hasCode(exam.error, E.examNotFound)) {
    return (
      <RoomFrame variant={variant}>
        <Result
          status="404"
          title={errorText(exam.error)}
          extra={<Link to={paths.examList.href()}>返回考试列表</Link>}
        />
      </RoomFrame>
    );
  }

  const detail = exam.data;
  const lines = [
    checkBrowser(),
    checkServer(exam.isFetching ? 'checking' : detail && !exam.isError ? detail : 'failed'),
    checkClock(detail ? clockOffset(detail.serverTime, detail.receivedAt) : null),
    checkScreen(
      window.screen.width || window.innerWidth,
      window.screen.height || window.innerHeight,
    ),
    checkStorage(storage),
  ];
  const blocked = lines.some((line) => line.status === 'fail' || line.status === 'checking');
  const summary = detail?.exam;

  return (
    <RoomFrame variant={variant} examTitle={summary?.title}>
      {summary ? (
        <section className="exam-room__card" aria-label="考试信息">
          <p>
            {EXAM_START_MODE_LABELS[summary.startMode]} · 考试时间 {formatStamp(summary.startsAt)}{' '}
            至 {formatStamp(summary.endsAt)}
          </p>
          <ul className="exam-room__papers">
            {summary.papers.map((paper) => (
              <li key={paper.id}>{paperText(paper)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="exam-room__card" aria-label="设备检测">
        <h2 className="exam-room__heading">设备与网络检测</h2>
        <DeviceCheck lines={lines} />
        <div className="exam-room__actions">
          <Button onClick={() => void exam.refetch()} loading={exam.isFetching}>
            重新检测
          </Button>
          <Button
            type="primary"
            size="large"
            disabled={blocked}
            onClick={() => void navigate(examRoomRoute(variant, 'examLogin').href({ examId }))}
          >
            进入考场登录
          </Button>
        </div>
      </section>
    </RoomFrame>
  );
}

/** See ExamEntryPageContent; wrapped in the exam pages' antd settings. */
export function ExamEntryPage() {
  return (
    <ExamConfig>
      <ExamEntryPageContent />
    </ExamConfig>
  );
}
