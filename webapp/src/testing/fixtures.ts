import type { Client, Licence, Package, Session, User } from '@/types/api';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-client',
    name: 'Ana Lopez',
    phone: '5551234567',
    email: 'ana@example.com',
    role: 'Client',
    status: true,
    createdAt: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 'c-1',
    businessName: 'Sunny Cafe',
    contactName: 'Ana Lopez',
    phone: '5551234567',
    companyEmail: 'info@sunny.example',
    website: 'https://sunny.example',
    typeBusiness: 'Restaurant',
    packageCode: 'BASIC',
    packageId: 'p-basic',
    locationNumber: '2',
    username: 'ana@example.com',
    status: true,
    createdAt: '2026-01-05T10:00:00Z',
    updatedAt: '2026-01-05T10:00:00Z',
    expireDate: '2026-12-31T00:00:00Z',
    logoUrl: '',
    userId: 'u-client',
    ...overrides,
  };
}

export function makeLicence(overrides: Partial<Licence> = {}): Licence {
  return { expired: false, trial: false, daysLeft: 30, expireDate: '2026-12-31T00:00:00Z', ...overrides };
}

export function makePackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 'p-basic',
    packageCode: 'BASIC',
    packageDescription: 'Basic, 1 TV',
    packagePrice: 19.99,
    units: 1,
    days: 30,
    planId: 'P-BASIC',
    ...overrides,
  };
}

export const admin = makeUser({ id: 'u-admin', name: 'Alice Admin', email: 'admin@example.com', role: 'Admin' });
export const supervisor = makeUser({ id: 'u-super', name: 'Sam Supervisor', email: 'sam@example.com', role: 'Supervisor' });
export const clientUser = makeUser();

export function clientSession(overrides: Partial<Session> = {}): Session {
  return { user: clientUser, client: makeClient(), licence: makeLicence(), profileComplete: true, ...overrides };
}

export function staffSession(user: User = admin): Session {
  return { user, client: null, licence: null, profileComplete: true };
}
