import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { TSaveStatus } from './save-status-of';
import { clockTime } from '../utils/exam-format';

/** 已保存 09:31:05 / 保存中 / 未保存, beside the question. */
export function SaveStatus({ status }: { status: TSaveStatus }) {
  if (status.kind === 'none') return null;
  return (
    <span
      role="status"
      aria-live="polite"
      className={`exam-save exam-save--${status.kind}`}
      data-testid="save-status"
    >
      {status.kind === 'saved' ? (
        <>
          <CheckCircleOutlined aria-hidden /> 已保存 {clockTime(status.at)}
        </>
      ) : status.kind === 'saving' ? (
        <>
          <SyncOutlined spin aria-hidden /> 保存中
        </>
      ) : (
        <>
          <CloseCircleOutlined aria-hidden /> 未保存{status.reason ? `：${status.reason}` : ''}
        </>
      )}
    </span>
  );
}
