/** Ports of the server the browser tests start (apart from the default 3000/3001 of `npm start`). */
export const E2E_PORTS = { consumer: 3100, business: 3101 } as const;
export const CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.consumer}`;
export const BUSINESS_URL = `http://127.0.0.1:${E2E_PORTS.business}`;
