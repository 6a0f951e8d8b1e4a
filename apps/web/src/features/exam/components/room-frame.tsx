import type { ReactNode } from 'react';
import { EXAM_VARIANT_LABELS, type TExamVariant } from '@yzfk/contract/calls/exam-shapes';

/** The exam room's standalone frame (no site header, like the real system): a band and the page. */
export function RoomFrame({
  variant,
  examTitle,
  children,
}: {
  variant: TExamVariant;
  examTitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="exam-room">
      <header className="exam-room__band">
        <span className="exam-room__system">国家统一法律职业资格考试 · 计算机化考试模拟系统</span>
        <span className="exam-room__variant">{EXAM_VARIANT_LABELS[variant]}</span>
      </header>
      <main className="exam-room__main">
        {examTitle ? <h1 className="exam-room__title">{examTitle}</h1> : null}
        {children}
      </main>
    </div>
  );
}
