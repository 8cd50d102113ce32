import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedDataSchema, type SeedData } from './seed-data-schema';

/** Reads and validates cities.json, shops.json and places.json from `folder`; throws naming the bad entry. */
export async function loadSeedData(folder: string): Promise<SeedData> {
  const read = async (file: string): Promise<unknown> => JSON.parse(await readFile(join(folder, file), 'utf8'));
  const result = seedDataSchema.safeParse({
    cities: await read('cities.json'),
    shops: await read('shops.json'),
    places: await read('places.json'),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`seed data in ${folder} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}
