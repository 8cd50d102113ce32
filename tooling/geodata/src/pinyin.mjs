/**
 * Pinyin of place names with pinyin-pro and its complete phrase dictionary. The pinyin is taken from the
 * FULL official name (闵行区 → min hang qu) and cut to the short name's length, because the dictionary knows
 * place names with their suffix (闵行 alone reads min xing).
 */

/**
 * Pinyin syllables written as one English word, with the apostrophe pinyin puts before a syllable that
 * starts with a, o or e inside a word, where the boundary would otherwise be misread: ['jing', 'an'] →
 * "jing'an" (not jin-gan), ['xi', 'an'] → "xi'an", ['huang', 'pu'] → 'huangpu'.
 */
export function writtenPinyin(syllables) {
  return syllables.map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable)).join('');
}

/**
 * Creates `toPinyin(shortName, fullName?)` → { en: 'jingan', written: "jing'an", initials: 'ja', firstLetter: 'J' }:
 * `en` letters only (the search keys), `written` for English text (see {@link writtenPinyin}).
 */
export function createPinyin({ pinyin, addDict }, completeDict) {
  addDict(completeDict);
  return (shortName, fullName = shortName) => {
    const syllables = pinyin(fullName, { toneType: 'none', type: 'array', v: true })
      .slice(0, [...shortName].length)
      .map((syllable) => syllable.toLowerCase().replace(/[^a-z]/g, ''))
      .filter(Boolean);
    const en = syllables.join('');
    const initials = syllables.map((syllable) => syllable[0]).join('');
    return { en, written: writtenPinyin(syllables), initials, firstLetter: en.charAt(0).toUpperCase() };
  };
}
