import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../inventory/inventory-item';
import { bagPrice, bootPrice, goodsPrice, type GoodsPrice } from './goods-price';

const item = (goodsId: number, price: number, discount = price): InventoryItem => ({ goodsId, count: 5, price, discount });
const inventory = [item(1, 2000, 1600), item(2, 1000)];

describe('goodsPrice', () => {
  it.each<[string, InventoryItem[] | null | undefined, number, GoodsPrice | null]>([
    ['discounted goods', inventory, 1, { price: 2000, discounted: 1600 }],
    ['goods without discount', inventory, 2, { price: 1000, discounted: null }],
    ['a discount field above the price', [item(1, 1000, 1200)], 1, { price: 1000, discounted: null }],
    ['goods not offered', inventory, 3, null],
    ['an empty inventory', [], 1, null],
    ['no inventory', undefined, 1, null],
    ['the first entry of a goods', [item(2, 900), item(2, 1500)], 2, { price: 900, discounted: null }],
  ])('%s', (_, items, goodsId, expected) => expect(goodsPrice(items, goodsId)).toEqual(expected));
});

describe('bootPrice and bagPrice', () => {
  it.each<[string, typeof bootPrice, InventoryItem[] | null, GoodsPrice | null]>([
    ['a suitcase reads goods 1', bootPrice, inventory, { price: 2000, discounted: 1600 }],
    ['a bag reads goods 2', bagPrice, inventory, { price: 1000, discounted: null }],
    ['suitcases absent', bootPrice, [item(2, 1000)], null],
    ['bags absent', bagPrice, [item(1, 1000)], null],
    ['no inventory', bagPrice, null, null],
  ])('%s', (_, price, items, expected) => expect(price(items)).toEqual(expected));
});
