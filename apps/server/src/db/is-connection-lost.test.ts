import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './is-connection-lost';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('terminating connection due to administrator command', '57P01'), true],
    ['a crashed server (57P02)', withCode('terminating connection due to crash of another server process', '57P02'), true],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03'), true],
    ['a connection failure (08006)', withCode('connection failure', '08006'), true],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['a broken socket', new Error('Connection terminated unexpectedly'), true],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable'), true],
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505'), false],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001'), false],
    ['a plain error', new Error('something else'), false],
    ['not an error', 'Connection terminated', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isConnectionLost(error)).toBe(expected);
  });
});
