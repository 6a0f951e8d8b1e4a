import { LockOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { TPaperSummary } from '@yzfk/contract/calls/tiku';
import { openAccessDialog } from '../../../lib/access-dialog';

/**
 * Past or mock papers: year, questions, total points, time limit and the user's best score;
 * 继续 for an unfinished attempt, else 开始 (untimed) and 限时模考 (timed by the paper's limit).
 */
export function PaperList({
  papers,
  onStart,
  onContinue,
  busy,
}: {
  papers: TPaperSummary[];
  onStart: (paper: TPaperSummary, timed: boolean) => void;
  onContinue: (sessionId: string) => void;
  busy: boolean;
}) {
  return (
    <ul className="tiku-papers" aria-label="试卷列表">
      {papers.map((paper) => (
        <li key={paper.id} className="tiku-paper">
          <div className="tiku-paper__main">
            <div className="tiku-paper__title">
              {paper.year ? <Tag color="geekblue">{paper.year}</Tag> : null}
              {paper.title}
            </div>
            <div className="tiku-paper__meta">
              <span>{paper.questionCount} 题</span>
              <span>总分 {paper.totalPoints} 分</span>
              <span>
                {paper.timeLimitMinutes ? `限时 ${paper.timeLimitMinutes} 分钟` : '不限时'}
              </span>
              <span>{paper.bankName}</span>
              <span>
                最高分 {paper.bestScore === null ? '—' : <strong>{paper.bestScore}</strong>}
              </span>
            </div>
          </div>
          <div className="tiku-paper__actions">
            {!paper.accessible ? (
              <>
                <Tag icon={<LockOutlined />} color="default">
                  需授权
                </Tag>
                <Button
                  aria-label={`获取授权 ${paper.title}`}
                  onClick={() => openAccessDialog(paper.title)}
                >
                  获取授权
                </Button>
              </>
            ) : paper.unfinishedSessionId ? (
              <Button
                type="primary"
                aria-label={`继续 ${paper.title}`}
                onClick={() => onContinue(paper.unfinishedSessionId ?? '')}
              >
                继续
              </Button>
            ) : (
              <>
                <Button
                  type="primary"
                  disabled={busy}
                  aria-label={`开始 ${paper.title}`}
                  onClick={() => onStart(paper, false)}
                >
                  开始
                </Button>
                {paper.timeLimitMinutes ? (
                  <Button
                    disabled={busy}
                    aria-label={`限时模考 ${paper.title}`}
                    onClick={() => onStart(paper, true)}
                  >
                    限时模考
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
