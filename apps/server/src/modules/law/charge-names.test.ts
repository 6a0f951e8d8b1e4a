import { describe, expect, it } from 'vitest';
import { chargeShortForm, chargesMeant } from './charge-names';

const NAMES = [
  '掩饰、隐瞒犯罪所得、犯罪所得收益罪',
  '帮助信息网络犯罪活动罪',
  '拒不执行判决、裁定罪',
  '职务侵占罪',
  '非法持有毒品罪',
  '非法持有、私藏枪支、弹药罪',
  '盗窃罪',
];

describe('charge names', () => {
  it('derive the usual short form by one rule: the first characters of the first two words', () => {
    expect(chargeShortForm('掩饰、隐瞒犯罪所得、犯罪所得收益罪')).toBe('掩隐罪');
    expect(chargeShortForm('帮助信息网络犯罪活动罪')).toBe('帮信罪');
    expect(chargeShortForm('拒不执行判决、裁定罪')).toBe('拒执罪');
    expect(chargeShortForm('非法吸收公众存款罪')).toBe('非吸罪');
    expect(chargeShortForm('盗窃罪')).toBeUndefined();
  });

  it('are meant by the name, with or without 罪 and punctuation', () => {
    expect(chargesMeant('职务侵占罪', NAMES)).toEqual(['职务侵占罪']);
    expect(chargesMeant('职务侵占', NAMES)).toEqual(['职务侵占罪']);
    expect(chargesMeant('拒不执行判决裁定罪', NAMES)).toEqual(['拒不执行判决、裁定罪']);
  });

  it('are meant by a head of the name ending in 罪, and by the short form', () => {
    expect(chargesMeant('掩饰、隐瞒犯罪所得罪', NAMES)).toEqual([
      '掩饰、隐瞒犯罪所得、犯罪所得收益罪',
    ]);
    expect(chargesMeant('掩隐罪', NAMES)).toEqual(['掩饰、隐瞒犯罪所得、犯罪所得收益罪']);
    expect(chargesMeant('帮信罪', NAMES)).toEqual(['帮助信息网络犯罪活动罪']);
    expect(chargesMeant('拒执罪', NAMES)).toEqual(['拒不执行判决、裁定罪']);
  });

  it('means every charge a short form may stand for, and nothing for other words', () => {
    expect(chargesMeant('非持罪', NAMES)).toEqual(['非法持有毒品罪', '非法持有、私藏枪支、弹药罪']);
    expect(chargesMeant('加班费', NAMES)).toEqual([]);
    expect(chargesMeant('罪', NAMES)).toEqual([]);
  });
});
