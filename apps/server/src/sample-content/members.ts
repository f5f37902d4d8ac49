import type { CuisineKey, RegisterBody } from '@recipes/contracts';
import { registerBody } from './factories.ts';

/** The password of every sample member (documented in the README so people can sign in as one). */
export const samplePassword = 'sample-password';

export type MemberKey = 'anna' | 'linh' | 'sarah' | 'lucia' | 'priya' | 'kenji';

const people: Record<MemberKey, { username: string; name: string }> = {
  anna: { username: 'anna.becker', name: 'Anna Becker' },
  linh: { username: 'linh.nguyen', name: 'Nguyễn Thu Linh' },
  sarah: { username: 'sarah.mitchell', name: 'Sarah Mitchell' },
  lucia: { username: 'lucia.hernandez', name: 'Lucía Hernández' },
  priya: { username: 'priya.raman', name: 'Priya Raman' },
  kenji: { username: 'kenji.tanaka', name: 'Kenji Tanaka' },
};

export const memberKeys = Object.keys(people) as MemberKey[];

export function memberRegistration(key: MemberKey): RegisterBody {
  const { username, name } = people[key];
  return registerBody({ username, name, email: `${username}@example.com`, password: samplePassword });
}

/** Who shares which cuisine: each member cooks what they grew up with or love most. */
const cooks: Record<CuisineKey, MemberKey> = {
  german: 'anna',
  austrian: 'anna',
  vietnamese: 'linh',
  thai: 'priya',
  indian: 'priya',
  'middle-eastern': 'priya',
  chinese: 'kenji',
  japanese: 'kenji',
  korean: 'kenji',
  mexican: 'lucia',
  peruvian: 'lucia',
  brazilian: 'lucia',
  american: 'sarah',
  italian: 'sarah',
  french: 'sarah',
  greek: 'sarah',
};

export function authorOf(cuisine: CuisineKey | null): MemberKey {
  return cuisine ? cooks[cuisine] : 'sarah';
}
