import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPayNow } from './pay-now';

/**
 * On a payment page opened with PAY_NOW (the traveller has just confirmed a booking or bought a combo):
 * calls `pay` at once, once; the page then forgets the state, so a reload or a return waits for 'pay'.
 */
export function usePayNow(pay: () => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  const isHandled = useRef(false);
  useEffect(() => {
    if (!isPayNow(location.state) || isHandled.current) return;
    isHandled.current = true;
    void navigate(location, { replace: true, state: null });
    pay();
  }, [location, navigate, pay]);
}
