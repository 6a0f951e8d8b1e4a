// Static ranking weights: a lawyer reads a 法律 before a 司法解释 and the current version
// before a superseded one.

const LEVEL_WEIGHTS: Readonly<Record<string, number>> = {
  宪法: 1,
  法律: 1,
  行政法规: 0.8,
  司法解释: 0.6,
  部门规章: 0.5,
  地方性法规: 0.45,
  其他: 0.4,
  案例: 0.35,
};

const STATUS_WEIGHTS: Readonly<Record<string, number>> = {
  现行有效: 1,
  尚未生效: 0.8,
  已修改: 0.5,
  已废止: 0.4,
};

/** The statuses a law can have. */
export const LAW_STATUSES = Object.keys(STATUS_WEIGHTS);

/** Demo samples rank below the real text of the same law once a corpus is imported. */
const SAMPLE_WEIGHT = 0.5;

/** The ranking weight of a law: its level times its status (halved for a demo sample). */
export function lawRankWeight(level: string, status: string, isSample = false): number {
  return (
    (LEVEL_WEIGHTS[level] ?? 0.4) * (STATUS_WEIGHTS[status] ?? 0.5) * (isSample ? SAMPLE_WEIGHT : 1)
  );
}
