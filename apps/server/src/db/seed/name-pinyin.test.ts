import { describe, expect, it } from 'vitest';
import { namePinyin } from './name-pinyin';

describe('namePinyin', () => {
  it.each([
    ['人民广场', 'renminguangchang', 'rmgc'],
    ['闵行区', 'minhangqu', 'mhq'],
    ['莘庄站', 'xinzhuangzhan', 'xzz'],
    ['长宁区', 'changningqu', 'cnq'],
    ['绿地中心', 'lvdizhongxin', 'ldzx'],
    ['虹桥2号航站楼站', 'hongqiao2haohangzhanlouzhan', 'hqhhzlz'],
    ['国家会展中心(上海)', 'guojiahuizhanzhongxinshanghai', 'gjhzzxsh'],
    ['7-ELEVEn便利店(静安寺店)', '7elevenbianlidianjingansidian', 'bldjasd'],
    ['Manner', 'manner', ''],
  ])('%s → %s, %s', (name, pinyin, initials) => {
    expect(namePinyin(name)).toEqual({ pinyin, initials });
  });
});
