import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { TCheckLine, TCheckStatus } from '../utils/device-check';

const ICONS: Record<TCheckStatus, ReactNode> = {
  checking: <LoadingOutlined aria-hidden />,
  pass: <CheckCircleFilled aria-hidden />,
  warn: <ExclamationCircleFilled aria-hidden />,
  fail: <CloseCircleFilled aria-hidden />,
};

const WORDS: Record<TCheckStatus, string> = {
  checking: '检测中',
  pass: '通过',
  warn: '提示',
  fail: '未通过',
};

/** The device and network check's lines, each with its verdict and what was measured. */
export function DeviceCheck({ lines }: { lines: TCheckLine[] }) {
  return (
    <ul className="exam-check" aria-label="设备与网络检测">
      {lines.map((line) => (
        <li key={line.key} className={`exam-check__line exam-check__line--${line.status}`}>
          <span className="exam-check__icon">{ICONS[line.status]}</span>
          <span className="exam-check__label">{line.label}</span>
          <span className="exam-check__verdict">{WORDS[line.status]}</span>
          <span className="exam-check__detail">{line.detail}</span>
        </li>
      ))}
    </ul>
  );
}
