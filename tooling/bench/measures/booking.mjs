// Add-order throughput on Postgres: 20 travellers' phones booking at once over many shops, checkout then add order
// as the apps do, and the no-oversell check in SQL afterwards.
import { call } from '../lib/signed-call.mjs';
import { maxMedian, median, perSecond } from '../lib/stats.mjs';

const CLIENTS = 20;
/** Shops booked at: Shanghai shops open every weekday and taking bookings ahead. */
const SHOPS = 200;
/** Of them, this many get a capacity of {@link HOT_CAPACITY} bags and a tenth of the bookings: they fill up, so the race is real. */
const HOT_SHOPS = 2;
const HOT_CAPACITY = 3;
const BAG = 2;
/** Seconds of booking (on a day of its own, checked for overselling too) before the measured runs. */
const WARM_UP_SECONDS = 2;

/** The shops booked at: `SHOPS` at random in the seed's city among those open all week; the first HOT_SHOPS made small. */
async function bookingShops(db) {
  const { rows } = await db.query(
    `SELECT s.id FROM store s JOIN store_goods g ON g.store_id = s.id AND g.goods_id = $1
      WHERE s.removed_at IS NULL AND s.is_support_scheduled AND g.capacity > 0
        AND s.city_id = (SELECT city_id FROM store WHERE removed_at IS NULL GROUP BY city_id ORDER BY count(*) DESC LIMIT 1)
        AND (SELECT array_agg(DISTINCT d) FROM store_hours h CROSS JOIN LATERAL unnest(h.weekdays) AS d WHERE h.store_id = s.id) @> ARRAY[1,2,3,4,5,6,7]::smallint[]
      ORDER BY random() LIMIT $2`,
    [BAG, SHOPS],
  );
  const ids = rows.map((row) => row.id);
  await db.query(`UPDATE store_goods SET capacity = $1 WHERE goods_id = $2 AND store_id = ANY($3)`, [HOT_CAPACITY, BAG, ids.slice(0, HOT_SHOPS)]);
  return { hot: ids.slice(0, HOT_SHOPS), other: ids.slice(HOT_SHOPS) };
}

/** The day `daysAhead` from today in Shanghai, as 'yyyy-MM-dd'. */
const shanghaiDay = (daysAhead) => new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** The address of client `client`'s phone (TEST-NET-2), as the proxy in front of the server says it. */
const phoneAddress = (client) => ({ 'X-Forwarded-For': `198.51.100.${client + 1}` });

/**
 * One booking of a bag from `address` (headers): checkout, then add order with its token. Answers
 * { outcome: 'booked' | 'refused' | 'failed', detail }.
 */
async function book(origin, traveller, storeId, day, address) {
  const compact = day.replaceAll('-', '');
  const cart = { storeId, goodsList: [{ goodsId: BAG, count: 1 }], startDate: compact, endDate: compact };
  const checkout = await call(origin, 'POST', '/api/user/order/checkout_v2/', cart, traveller, address);
  if (checkout.json?.status === 0 && checkout.status === 200) return { outcome: 'refused', detail: `checkout: ${checkout.json.errorMsg}` };
  if (checkout.json?.status !== 1) return { outcome: 'failed', detail: `checkout: ${checkout.error ?? `HTTP ${checkout.status} ${checkout.json?.errorMsg ?? ''}`}` };
  const added = await call(origin, 'POST', '/api/user/order/add/', { addOrderToken: checkout.json.content.addOrderToken, order_from: 'web' }, traveller, address);
  if (added.json?.status === 1) return { outcome: 'booked' };
  if (added.json?.status === 0 && added.status === 200) return { outcome: 'refused', detail: `add: ${added.json.errorMsg}` };
  return { outcome: 'failed', detail: `add: ${added.error ?? `HTTP ${added.status} ${added.json?.errorMsg ?? ''}`}` };
}

/** CLIENTS loops booking for `seconds` on `day`; answers the outcomes and the seconds it took. */
async function bookingRun(origin, travellers, shops, day, seconds) {
  const outcomes = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        const list = Math.random() < 0.1 ? shops.hot : shops.other;
        const traveller = travellers[(client + CLIENTS * round) % travellers.length];
        outcomes.push(await book(origin, traveller, list[Math.floor(Math.random() * list.length)], day, phoneAddress(client)));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** Shop-goods-days whose held units (orders paid, or unpaid within pay_before) pass their capacity. */
async function oversoldShopDays(db) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM (
       SELECT r.store_id, r.goods_id, r.day FROM inventory_reservation r
         JOIN user_order o ON o.id = r.order_id
         JOIN store_goods g ON g.store_id = r.store_id AND g.goods_id = r.goods_id
        WHERE o.status = 'paid' OR (o.status = 'unpaid' AND o.pay_before > now())
        GROUP BY r.store_id, r.goods_id, r.day, g.capacity HAVING sum(r.units) > g.capacity) AS over`,
  );
  return rows[0].n;
}

/**
 * {@link CLIENTS} clients booking for `seconds` per run (a different day each run) over {@link SHOPS} shops, then
 * the oversell check over every shop-day and the count of orders written against the bookings answered.
 */
export async function measureBooking({ server, db, travellers, runs, seconds }) {
  const shops = await bookingShops(db);
  await bookingRun(server.origin, travellers, shops, shanghaiDay(1), WARM_UP_SECONDS);
  const days = Array.from({ length: runs }, (_, run) => shanghaiDay(2 + run));
  const results = [];
  for (const day of days) results.push(await bookingRun(server.origin, travellers, shops, day, seconds));
  const all = results.flatMap((result) => result.outcomes);
  const booked = all.filter((entry) => entry.outcome === 'booked').length;
  const failures = all.filter((entry) => entry.outcome === 'failed');
  const reasons = new Map();
  for (const entry of all.filter((item) => item.outcome === 'refused')) {
    const reason = entry.detail.replace(/\d{4}-\d{2}-\d{2}/, '<day>');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM user_order WHERE start_date = ANY($1::date[])`, [days]);
  const { rows: hotRows } = await db.query(`SELECT coalesce(sum(units), 0)::int AS n FROM inventory_reservation WHERE goods_id = $1 AND store_id = ANY($2) AND day = ANY($3::date[])`, [
    BAG,
    shops.hot,
    days,
  ]);
  const oversold = await oversoldShopDays(db);
  const rates = results.map((result) => result.outcomes.filter((entry) => entry.outcome === 'booked').length / result.seconds);
  const refusals = [...reasons].map(([text, n]) => `${n} × ${text}`).join(', ') || 'none';
  return [
    {
      measure: `add-order throughput, ${CLIENTS} clients, Postgres`,
      figure: maxMedian(rates, perSecond),
      goal: '≥ 500/s',
      baseline: '',
      met: failures.length === 0 && median(rates) >= 500,
      detail: `checkout then add order per booking, each client a phone of its own (X-Forwarded-For), ${runs} × ${seconds} s over ${SHOPS} Shanghai shops (${HOT_SHOPS} of them ${HOT_CAPACITY} bags a day, a tenth of the bookings); ${booked} booked, refused: ${refusals}; ${failures.length} failed${failures.length ? ` (e.g. ${failures[0].detail})` : ''}`,
    },
    {
      measure: 'oversold shop-days after the booking load',
      figure: String(oversold),
      goal: '0',
      baseline: '',
      met: oversold === 0 && rows[0].n === booked,
      guarantee: true,
      detail: `held units (paid, or unpaid within pay_before) against capacity per shop, goods and day, in SQL; ${rows[0].n} orders written for ${booked} answered booked; the ${HOT_SHOPS} small shops hold ${hotRows[0].n} bags of ${HOT_SHOPS * HOT_CAPACITY * runs}`,
    },
  ];
}
