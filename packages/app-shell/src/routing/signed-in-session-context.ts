import type { Session } from '@luggage/api/session';
import { createContext } from 'react';

/** The session RequireSession let through; null outside one. */
export const SignedInSessionContext = createContext<Session | null>(null);
