/** The VAT rate of luggage storage (a modern service, 现代服务—仓储服务): 6 %. */
export const STORAGE_VAT_PERCENT = 6;

/** An amount that includes VAT, split into its net amount and its tax, both fen. */
export interface TaxSplit {
  /** The amount without tax (不含税金额), fen. */
  net: number;
  /** The tax (税额), fen: the rest, so net + tax is always the amount. */
  tax: number;
}

/**
 * Splits `amount` (fen, tax included, as the traveller paid it) at `percent` VAT: net = amount ÷ (1 +
 * rate), rounded to the fen; tax = amount − net (so the two always add up to what was paid).
 * Throws RangeError for a negative or fractional amount or rate.
 */
export function invoiceTax(amount: number, percent: number = STORAGE_VAT_PERCENT): TaxSplit {
  if (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(percent) || percent < 0) throw new RangeError(`invalid amount or rate: ${amount}, ${percent}`);
  const net = Math.round((amount * 100) / (100 + percent));
  return { net, tax: amount - net };
}
