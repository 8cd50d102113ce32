/** The city list the map home asks for: every city with its hot search terms (spec §7 user/city/list, hots=YES). */
export const CITY_LIST_WITH_HOTS = { hots: 'YES' } as const;
