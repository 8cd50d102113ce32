import { queryNumber } from './query-number';

/** Longitude in degrees, GCJ-02 (the API's and the database's canonical system). */
export const longitudeParam = queryNumber(-180, 180);

/** Latitude in degrees, GCJ-02. */
export const latitudeParam = queryNumber(-90, 90);
