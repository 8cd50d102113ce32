/**
 * Pinyin of place names with pinyin-pro and its complete phrase dictionary. The pinyin is taken from the
 * FULL official name (闵行区 → min hang qu) and cut to the short name's length, because the dictionary knows
 * place names with their suffix (闵行 alone reads min xing).
 */

/** Creates `toPinyin(shortName, fullName?)` → { en: 'minhang', initials: 'mh', firstLetter: 'M' }. */
export function createPinyin({ pinyin, addDict }, completeDict) {
  addDict(completeDict);
  return (shortName, fullName = shortName) => {
    const syllables = pinyin(fullName, { toneType: 'none', type: 'array', v: true })
      .slice(0, [...shortName].length)
      .map((syllable) => syllable.toLowerCase().replace(/[^a-z]/g, ''))
      .filter(Boolean);
    const en = syllables.join('');
    const initials = syllables.map((syllable) => syllable[0]).join('');
    return { en, initials, firstLetter: en.charAt(0).toUpperCase() };
  };
}
