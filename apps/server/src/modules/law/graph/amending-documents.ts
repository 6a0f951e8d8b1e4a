// Amending documents: 刑法修正案（十一）, 宪法修正案, 关于修改《…》的决定. Each of their items says
// which articles of the amended text it changes (一、将刑法第十七条修改为：“…”; 二、在刑法第一百三十三条
// 之一后增加一条，作为第一百三十三条之二：“…”), then quotes the new wording. What the item says
// outside the quotes is the amendment; inside them is the amended law's own text, whose
// references (本法第一百四十一条 means 刑法's) the consolidated law already carries. Pure.

/** 中华人民共和国刑法修正案（十一） → 中华人民共和国刑法; 宪法修正案（2004年） → 宪法. */
const AMENDMENT_TITLE = /^([^《》]+?)修正案(?:[（(][^（）()]*[）)])?$/;
/** 关于修改《X》的决定 (one text) or 关于修改《X》等二十九件…的决定 (several: null). */
const DECISION_TITLE = /关于修改《((?:[^《》]|《[^《》]*》)+)》(等[^《》]*)?的决定$/;

/**
 * The name of the text an amending document amends, from its title: undefined when the
 * document amends nothing, null when it amends several (its items name each one).
 */
export function amendedNameOf(title: string): string | null | undefined {
  const compact = title.replace(/[\s\u3000]+/g, '');
  const amendment = AMENDMENT_TITLE.exec(compact);
  if (amendment?.[1]) return amendment[1];
  const decision = DECISION_TITLE.exec(compact);
  if (decision?.[1])
    return decision[2] ? null : decision[1].replace(/〈/g, '《').replace(/〉/g, '》');
  return undefined;
}

/**
 * What an amending item says outside the wording it quotes. A quote of several paragraphs
 * opens each with “ and closes only the last (the Chinese convention), so a quote runs from “
 * to the next ”, across line breaks, or to the end of the text when it is never closed.
 */
export function instructionOf(text: string): string {
  return text.replace(/“[^”]*(?:”|$)/g, '“”');
}

/**
 * Whether an amending document renumbers the articles of what it amends (原第七条改为第十二条;
 * 条文顺序作相应调整): then the numbers it names are those of the text before it, which only a
 * version published before it holds. A 修正案 that inserts 第X条之一 and renumbers only 款 and 项
 * (原第二款作为第三款) keeps the article numbers of the consolidated text.
 */
export function renumbersArticles(documentText: string): boolean {
  return /原第[^款项条，。；]{1,12}条|条文?的?(?:顺序|序号)/.test(documentText);
}
