import { endpointList } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';

describe('apiRoutes', () => {
  it('has one route for each endpoint of the contract', () => {
    const names = apiRoutes.map((route) => route.endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(endpointList.map((endpoint) => endpoint.name).sort());
  });
});
