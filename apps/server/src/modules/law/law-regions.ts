// The 省/自治区/直辖市 a local regulation (地方性法规) belongs to, written in full so that a folder
// named 广东 and a metadata value 广东省 land in one region filter.

/** Local regulations: the level that a search leaves out unless asked for it. */
export const LOCAL_LEVEL = '地方性法规';

const REGIONS = [
  '北京市',
  '天津市',
  '上海市',
  '重庆市',
  '河北省',
  '山西省',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '海南省',
  '四川省',
  '贵州省',
  '云南省',
  '陕西省',
  '甘肃省',
  '青海省',
  '台湾省',
  '内蒙古自治区',
  '广西壮族自治区',
  '西藏自治区',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '香港特别行政区',
  '澳门特别行政区',
];

/** The full name of a province-level region (广东 → 广东省), or null when it names none. */
export function regionName(name: string): string | null {
  const short = name.trim();
  if (short.length < 2) return null;
  return REGIONS.find((region) => region === short || region.startsWith(short)) ?? null;
}

/**
 * The region of a local regulation from its folders: the first that names a region (地方性法规/
 * 广东/…), else the folder under 地方性法规 as written (a city or a region this list lacks).
 */
export function regionOfPath(folders: string[]): string | null {
  for (const folder of folders) {
    const region = regionName(folder);
    if (region) return region;
  }
  const local = folders.indexOf('地方性法规');
  return folders[local + 1] !== undefined && local !== -1 ? (folders[local + 1] ?? null) : null;
}
