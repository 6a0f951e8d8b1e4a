import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export type TPracticeNavProps = {
  index: number;
  last: number;
  /** The question on screen has been answered (上一题/下一题 then leads on). */
  answered: boolean;
  isRecite: boolean;
  /** Reviewing a finished session: 返回成绩 at the end instead of finishing. */
  finished: boolean;
  unanswered: number;
  finishing: boolean;
  onGo: (index: number) => void;
  onFinish: () => void;
  onBackToResult: () => void;
};

/**
 * 上一题/下一题 under the question and the way out: 结束练习 (asking first while questions are
 * unanswered), 完成练习 / 完成背题, or 返回成绩 when reviewing a finished session.
 */
export function PracticeNav({
  index,
  last,
  answered,
  isRecite,
  finished,
  unanswered,
  finishing,
  onGo,
  onFinish,
  onBackToResult,
}: TPracticeNavProps) {
  return (
    <nav className="tiku-practice__nav" aria-label="题目切换">
      <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => onGo(index - 1)}>
        上一题
      </Button>
      {index < last ? (
        <Button
          type={answered || isRecite || finished ? 'primary' : 'default'}
          onClick={() => onGo(index + 1)}
        >
          下一题 <RightOutlined />
        </Button>
      ) : finished ? (
        <Button type="primary" onClick={onBackToResult}>
          返回成绩
        </Button>
      ) : null}
      {finished ? null : unanswered > 0 && !isRecite ? (
        <Popconfirm
          title={`还有 ${unanswered} 题未作答，确定结束练习吗？`}
          okText="结束练习"
          cancelText="继续作答"
          onConfirm={onFinish}
        >
          <Button loading={finishing}>结束练习</Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={finishing} onClick={onFinish}>
          {isRecite ? '完成背题' : '完成练习'}
        </Button>
      )}
    </nav>
  );
}
