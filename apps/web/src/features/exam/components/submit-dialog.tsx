import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useCountdownTo } from '../../../hooks/use-countdown';
import { clockTime, durationText } from '../utils/exam-format';

/** After this many failed 交卷, the dialog offers the answers as a file (下载答卷). */
export const SUBMIT_FAILURES_BEFORE_DOWNLOAD = 3;

export type TSubmitDialogProps = {
  open: boolean;
  unanswered: number;
  marked: number;
  /** When 交卷 opens, by the device's clock (ms); null: open now. */
  submitOpensAt: number | null;
  submitting: boolean;
  /** The last failure's message, if the last try failed. */
  error: string | null;
  failures: number;
  onCancel: () => void;
  onSubmit: () => void;
  onDownload: () => void;
};

/**
 * 交卷 in two steps, like the real exam: first a summary (unanswered and marked questions, and
 * when submission opens if it has not yet), then the final 确认交卷.
 */
export function SubmitDialog(props: TSubmitDialogProps) {
  const [step, setStep] = useState<'summary' | 'confirm'>('summary');
  const waitSeconds = useCountdownTo(props.submitOpensAt) ?? 0;
  const canSubmit = waitSeconds === 0;
  const close = () => {
    setStep('summary');
    props.onCancel();
  };

  const download =
    props.failures >= SUBMIT_FAILURES_BEFORE_DOWNLOAD ? (
      <Alert
        type="warning"
        showIcon
        className="exam-submit__download"
        title="交卷多次失败"
        description={
          <>
            请下载答卷文件并交给监考老师，由其为您导入；答案同时保存在本机，网络恢复后也会继续提交。
            <div>
              <Button onClick={props.onDownload}>下载答卷</Button>
            </div>
          </>
        }
      />
    ) : null;

  return (
    <Modal
      open={props.open}
      title={step === 'summary' ? '交卷' : '确认交卷'}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        step === 'summary' ? (
          <>
            <Button onClick={close}>继续作答</Button>
            <Button type="primary" disabled={!canSubmit} onClick={() => setStep('confirm')}>
              交卷
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep('summary')} disabled={props.submitting}>
              返回
            </Button>
            <Button type="primary" danger loading={props.submitting} onClick={props.onSubmit}>
              确认交卷
            </Button>
          </>
        )
      }
    >
      {step === 'summary' ? (
        <div className="exam-submit">
          <p className="exam-submit__counts">
            <strong>{props.unanswered}</strong> 题未作答，<strong>{props.marked}</strong> 题已标记。
          </p>
          {props.unanswered > 0 || props.marked > 0 ? (
            <p>可在右侧答题卡中查看：* 表示未作答，? 表示已标记。</p>
          ) : (
            <p>全部试题均已作答。</p>
          )}
          {!canSubmit && props.submitOpensAt !== null ? (
            <Alert
              type="info"
              showIcon
              title={`${clockTime(props.submitOpensAt)} 后方可交卷（还需 ${durationText(waitSeconds)}），请继续作答。`}
            />
          ) : null}
        </div>
      ) : (
        <div className="exam-submit">
          <p>交卷后将不能再修改答案。确定要交卷吗？</p>
          {props.unanswered > 0 ? (
            <p className="exam-submit__warn">仍有 {props.unanswered} 题未作答。</p>
          ) : null}
          {props.error ? <Alert type="error" showIcon title={props.error} /> : null}
          {download}
        </div>
      )}
    </Modal>
  );
}
