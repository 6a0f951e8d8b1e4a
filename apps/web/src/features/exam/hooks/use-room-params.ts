import { EXAM_VARIANTS, type TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { useLocation, useSearchParams } from 'react-router';

/** The exam room's variant (from /exam/{obt|subt}/…) and the exam and paper of the query. */
export function useRoomParams(): { variant: TExamVariant; examId: number; paperId: number } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const segment = pathname.split('/')[2] ?? '';
  const variant = (EXAM_VARIANTS as readonly string[]).includes(segment)
    ? (segment as TExamVariant)
    : 'obt';
  const positive = (value: string | null) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : 0;
  };
  return {
    variant,
    examId: positive(params.get('examId')),
    paperId: positive(params.get('paperId')),
  };
}
