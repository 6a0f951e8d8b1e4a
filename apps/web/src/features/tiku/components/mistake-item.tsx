import { Button, Popconfirm, Tag } from 'antd';
import { QUESTION_TYPE_LABELS } from '@yzfk/contract/calls/tiku-shapes';
import type { TMistake } from '@yzfk/contract/calls/tiku-personal';
import { formatDate } from '../../../lib/date-format';
import { lettersText } from '../../../components/question/answer-text';
import { formatMinute } from '../utils/tiku-format';
import { RichHtml } from '../../../components/question/rich-html';
import '../../../components/question/option-list.css';

/**
 * One entry of the wrong-answer book: the stem, the options with the user's wrong choice (red,
 * 你的答案) and the right answer (green, 正确答案), how often and when it was answered wrong,
 * and its review stage. 移出错题本 asks first.
 */
export function MistakeItem({
  mistake,
  removing,
  onRemove,
}: {
  mistake: TMistake;
  removing: boolean;
  onRemove: () => void;
}) {
  const { question, chosen, answer } = mistake;
  return (
    <li className="tiku-mistake" aria-label={`错题 ${question.id}`}>
      <div className="tiku-mistake__head">
        <Tag color="blue">{QUESTION_TYPE_LABELS[question.type]}</Tag>
        <span className="tiku-muted">
          {question.subjectName}
          {question.chapterName ? ` · ${question.chapterName}` : ''}
        </span>
        {mistake.due ? <Tag color="orange">待复习</Tag> : null}
      </div>
      <p className="tiku-mistake__stem">{question.stemText}</p>
      <ul className="tiku-mistake__options">
        {question.options.map((option) => {
          const isRight = answer.includes(option.key);
          const isChosenWrong = chosen.includes(option.key) && !isRight;
          return (
            <li
              key={option.key}
              className={`tiku-mistake__option${isRight ? ' option-list__option--right' : ''}${
                isChosenWrong ? ' option-list__option--wrong' : ''
              }`}
            >
              <span className="option-list__key">{option.key}</span>
              <RichHtml as="span" className="option-list__text" html={option.html} />
              {isChosenWrong ? (
                <span className="option-list__tag option-list__tag--wrong">你的答案</span>
              ) : null}
              {isRight ? <span className="option-list__tag">正确答案</span> : null}
            </li>
          );
        })}
      </ul>
      <div className="tiku-mistake__answers">
        <span className="tiku-mistake__mine">
          你的答案：<strong>{lettersText(chosen)}</strong>
        </span>
        <span className="tiku-mistake__right">
          正确答案：<strong>{lettersText(answer)}</strong>
        </span>
      </div>
      <div className="tiku-mistake__meta">
        <span>答错 {mistake.wrongCount} 次</span>
        <span>最近答错 {formatMinute(mistake.lastWrongAt)}</span>
        <span>复习答对 {mistake.reviewStage} 轮</span>
        <span>下次复习 {formatDate(mistake.nextReviewAt)}</span>
        <Popconfirm
          title="确定将这道题移出错题本吗？"
          okText="移出"
          cancelText="取消"
          onConfirm={onRemove}
        >
          <Button size="small" type="link" danger loading={removing}>
            移出错题本
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
