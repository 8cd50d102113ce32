import type { WalkInQuote, WalkInQuoteRequest } from '@luggage/api/contract';
import { useWalkInQuoteMutation } from '@luggage/api/business-counter-api';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Pause after the last change before pricing, so typing a count or stepping does not send a call per step. */
const QUOTE_DELAY_MS = 400;

/** The price of the walk-in as it is entered now. */
export interface WalkInQuoteState {
  /** The price of exactly the current request; undefined while it is being priced or failed. */
  quote?: WalkInQuote;
  /** Why the current request cannot be priced (no room, shop closed, …). */
  error?: unknown;
  isQuoting: boolean;
  /** Prices the current request again at once (after 'amountChanged'). */
  requote: () => void;
}

/**
 * The server's price of a walk-in booking (`request`, or null while the form cannot be priced), asked
 * again shortly after each change. An answer for an earlier request is never taken for the current one.
 */
export function useWalkInQuote(request: WalkInQuoteRequest | null): WalkInQuoteState {
  const [ask] = useWalkInQuoteMutation();
  const key = request ? JSON.stringify(request) : '';
  const latestKey = useRef(key);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; quote?: WalkInQuote; error?: unknown }>({ key: '' });

  useEffect(() => {
    latestKey.current = key;
    if (!key) return;
    const timer = setTimeout(() => {
      ask(JSON.parse(key) as WalkInQuoteRequest)
        .unwrap()
        .then(
          (quote) => latestKey.current === key && setAnswer({ key, quote }),
          (error: unknown) => latestKey.current === key && setAnswer({ key, error }),
        );
    }, QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ask, key, round]);

  const requote = useCallback(() => {
    setAnswer({ key: '' });
    setRound((value) => value + 1);
  }, []);

  const current = key && answer.key === key ? answer : undefined;
  return { quote: current?.quote, error: current?.error, isQuoting: Boolean(key) && !current, requote };
}
