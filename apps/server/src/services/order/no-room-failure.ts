import { GOODS } from '@luggage/domain/shops';
import { ApiFailure } from '../../errors/api-failure';

/** The refusal for a day ('yyyy-MM-dd') without room for a goods: 'not enough room for bags on 2025-03-02, …'. */
export function noRoomFailure(shortage: { date: string; goodsId: number }): ApiFailure {
  return new ApiFailure(shortage.goodsId === GOODS.suitcase ? 'noRoomForBoots' : 'noRoomForBags', 200, { date: shortage.date });
}
