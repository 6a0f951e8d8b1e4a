import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { NotFound } from '../../../components/load-states';

/** A room address without its exam (or paper) number: the exam list is where one chooses. */
export function ExamInfoMissing({ reason }: { reason?: string }) {
  return (
    <NotFound
      status="warning"
      title="缺少考试信息"
      reason={reason}
      back={<Link to={paths.examList.href()}>返回考试列表</Link>}
    />
  );
}
