import { customPinyin, pinyin } from 'pinyin-pro';

// pinyin-pro's built-in dictionary reads these place names wrongly (闵行 'min xing', 莘庄 'shen zhuang').
customPinyin({ 闵行: 'mǐn háng', 莘庄: 'xīn zhuāng' });

/** The search keys of a name: full pinyin and the initials of its Chinese syllables. */
export interface NamePinyin {
  /** Pinyin of the Chinese characters with the other letters and digits kept, lower case: '7elevenbianlidian'. */
  pinyin: string;
  /** First letter of each Chinese syllable only: '人民广场' → 'rmgc', '虹桥2号航站楼站' → 'hqhhzlz'. */
  initials: string;
}

/** The pinyin search keys of `name` ('ü' written 'v', as people type it: 绿地 → 'lvdi'). */
export function namePinyin(name: string): NamePinyin {
  const characters = pinyin(name, { toneType: 'none', type: 'all', v: true });
  const syllables = characters.filter((character) => character.isZh).map((character) => character.pinyin.toLowerCase());
  const full = characters.map((character) => (character.isZh ? character.pinyin : character.origin)).join('');
  return { pinyin: full.toLowerCase().replace(/[^a-z0-9]/g, ''), initials: syllables.map((syllable) => syllable.charAt(0)).join('') };
}
