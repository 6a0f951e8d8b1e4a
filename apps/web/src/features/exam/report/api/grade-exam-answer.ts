import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gradeExamAnswerCall } from '@yzfk/contract/calls/exam';
import type { TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { api } from '../../../../lib/api';
import { subjectiveEarned } from '../utils/report-questions';
import { reportKeys } from './report-keys';

export type TGradeInput = { questionId: number; achieved: number[][] };

/** Records the 采分点 the candidate ticked for one 主观题 of an attempt. */
export function gradeExamAnswer(attemptId: number, input: TGradeInput) {
  return api.call(gradeExamAnswerCall, { attemptId, ...input });
}

/** The report with a saved self-grade folded in: the attempt's new score and the question's. */
export function withGrade(
  report: TExamReport,
  input: TGradeInput,
  attempt: TExamReport['attempt'],
): TExamReport {
  return {
    ...report,
    attempt,
    questions: report.questions.map((question) => {
      if (question.id !== input.questionId || !question.subjective) return question;
      const subjective = question.subjective.map((part, i) => ({
        ...part,
        achieved: input.achieved[i] ?? [],
      }));
      return { ...question, subjective, earned: subjectiveEarned(subjective) };
    }),
  };
}

/**
 * Self-grading a 主观题 in the report: the report's cache takes the new scores at once, then the
 * report is fetched again for what the server derives from them (accuracy rows, standing).
 */
export function useGradeExamAnswer(attemptId: number) {
  const queryClient = useQueryClient();
  const queryKey = reportKeys.report(attemptId);
  return useMutation({
    mutationFn: (input: TGradeInput) => gradeExamAnswer(attemptId, input),
    onSuccess: ({ attempt }, input) => {
      queryClient.setQueryData<TExamReport>(queryKey, (report) =>
        report ? withGrade(report, input, attempt) : report,
      );
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
