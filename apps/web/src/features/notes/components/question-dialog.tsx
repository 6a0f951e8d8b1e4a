import { Modal, Result, Skeleton } from 'antd';
import { QuestionView } from '../../../components/question/question-view';
import { useNoteQuestion } from '../api/get-question';

const NO_MARKS = { chosen: [], answer: null };

/** The question a note is on, in a dialog (the question bank has no page of one question). */
export function QuestionDialog({
  questionId,
  onClose,
}: {
  questionId: number | null;
  onClose: () => void;
}) {
  const question = useNoteQuestion(questionId);
  return (
    <Modal
      open={questionId !== null}
      title="笔记所在的题目"
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
    >
      {question.isPending ? (
        <Skeleton active />
      ) : question.isError ? (
        <Result status="warning" title="题目暂时无法打开" subTitle={question.error.message} />
      ) : (
        <QuestionView
          question={question.data.question}
          number={1}
          marks={NO_MARKS}
          disabled
          onPick={() => undefined}
        />
      )}
    </Modal>
  );
}
