// Charge names (罪名) as candidates type them: the name the courts' 确定罪名 documents give
// (the law_charges table, built at import), the name without its punctuation or a shorter head
// of it (掩饰、隐瞒犯罪所得罪), and the usual short form (掩隐罪, 帮信罪, 拒执罪). The short form is
// derived by one rule over the table, never listed per charge (decision 0045).

/** Han characters, letters and digits only: 掩饰、隐瞒 → 掩饰隐瞒. */
function bare(text: string): string {
  return text.toLowerCase().replace(/[^\p{Script=Han}\p{L}\p{N}]+/gu, '');
}

/** A name without its final 罪. */
function coreOf(name: string): string {
  const text = bare(name);
  return text.endsWith('罪') ? text.slice(0, -1) : text;
}

/**
 * The usual short form of a charge name: the first characters of its first two two-character
 * words, then 罪 (掩饰、隐瞒犯罪所得、犯罪所得收益罪 → 掩隐罪, 帮助信息网络犯罪活动罪 → 帮信罪,
 * 拒不执行判决、裁定罪 → 拒执罪). Names of the law are built of two-character words, so pairs
 * cut them where a lawyer abbreviates; a name too short to shorten has none.
 */
export function chargeShortForm(name: string): string | undefined {
  const core = Array.from(coreOf(name));
  if (core.length < 6) return undefined;
  return `${core[0] ?? ''}${core[2] ?? ''}罪`;
}

/** Shortest head of a charge name a query may type instead of the whole name. */
const MIN_HEAD_CHARS = 6;

/**
 * The charge names a query means: the name itself (with or without 罪 or punctuation), a head
 * of it ending in 罪 (掩饰、隐瞒犯罪所得罪), or its short form (掩隐罪). Several names may share
 * a short form: all of them are meant.
 */
export function chargesMeant(query: string, names: readonly string[]): string[] {
  const typed = bare(query);
  const core = coreOf(query);
  if (Array.from(core).length < 2) return [];
  const exact = names.filter((name) => coreOf(name) === core);
  if (exact.length > 0 || !typed.endsWith('罪')) return exact;
  const head =
    Array.from(core).length >= MIN_HEAD_CHARS
      ? names.filter((name) => coreOf(name).startsWith(core))
      : [];
  if (head.length > 0) return head;
  return names.filter((name) => chargeShortForm(name) === typed);
}
