import { Skeleton } from 'antd';

/** While an exam page's data loads. */
export function ExamLoading() {
  return (
    <div className="exam-loading" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
