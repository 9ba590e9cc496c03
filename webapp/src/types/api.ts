/** Resource shapes of docs/api.md shared by several features (camelCase JSON). */

export type Role = 'Client' | 'Supervisor' | 'Admin';
export const ROLES: readonly Role[] = ['Client', 'Supervisor', 'Admin'];

export interface User {
  id: string;
  name: string;
  phone: string;
  email: string;
  role: Role;
  status: boolean;
  createdAt: string | null;
}

export interface Licence {
  expired: boolean;
  trial: boolean;
  daysLeft: number;
  expireDate: string | null;
}

export interface Client {
  id: string;
  businessName: string;
  contactName: string;
  phone: string;
  companyEmail: string;
  website: string;
  typeBusiness: string;
  packageCode: string;
  packageId: string;
  locationNumber: string;
  username: string;
  status: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  expireDate: string | null;
  logoUrl: string;
  userId: string;
}

export interface Package {
  id: string;
  packageCode: string;
  packageDescription: string;
  packagePrice: number;
  units: number;
  days: number;
  planId: string;
}

export interface Session {
  user: User;
  client: Client | null;
  licence: Licence | null;
  profileComplete: boolean;
}

export interface LoginResult extends Session {
  loginLogId: string;
}
