/**
 * The spec's limits and field rules, generated from the Python core (signage_core.limits and
 * signage_core.validation): do not edit. Regenerate with `nox -s webapp_types`
 * (tools/webapp_types). lib/checks.ts turns a rule list into checks.
 */

export type Rule =
  | { readonly kind: 'required'; readonly message: string }
  | { readonly kind: 'matches'; readonly pattern: RegExp; readonly message: string }
  | { readonly kind: 'minLength'; readonly limit: number; readonly message: string }
  | { readonly kind: 'maxLength'; readonly limit: number; readonly message: string }
  | { readonly kind: 'oneOf'; readonly choices: readonly string[]; readonly message: string }
  | { readonly kind: 'webAddress'; readonly message: string };

export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const PASSWORD_MIN = 6;
export const BUSINESS_NAME_MAX = 120;
export const CONTACT_NAME_MAX = 100;
export const CLIENT_PHONE_MAX = 15;
export const COMPANY_EMAIL_MAX = 100;
export const WEBSITE_MAX = 100;
export const LOCATION_NUMBER_MAX = 3;
export const MAX_LOGO_BYTES = 2097152;
export const MAX_LOGO_SIDE = 1920;
export const MAX_MEDIA_BYTES = 10485760;
export const SCREEN_NAME_MAX = 60;
export const GROUP_NAME_MAX = 60;
export const EMERGENCY_TEXT_MAX = 200;

export const EMAIL_PATTERN = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+)$/;
export const DIGITS_PATTERN = /^(?:[0-9]+)$/;
export const COLOUR_PATTERN = /^(?:#[0-9a-fA-F]{6})$/;

export const LOGIN_RULES = {
  email: [
    { kind: 'required', message: "Email is required" },
    { kind: 'matches', pattern: EMAIL_PATTERN, message: "Invalid email" },
  ],
  password: [
    { kind: 'required', message: "Password is required" },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const ACCOUNT_RULES = {
  name: [
    { kind: 'required', message: "Name is required" },
    { kind: 'minLength', limit: 2, message: "Name must be at least 2 characters" },
    { kind: 'maxLength', limit: 80, message: "Name must be at most 80 characters" },
  ],
  phone: [
    { kind: 'required', message: "Phone is required" },
    { kind: 'matches', pattern: DIGITS_PATTERN, message: "Phone must contain only numbers" },
  ],
  email: [
    { kind: 'required', message: "Email is required" },
    { kind: 'matches', pattern: EMAIL_PATTERN, message: "Invalid email" },
  ],
  password: [
    { kind: 'required', message: "Password is required" },
    { kind: 'minLength', limit: 6, message: "Password must be at least 6 characters" },
  ],
  role: [
    { kind: 'required', message: "Role is required" },
    { kind: 'oneOf', choices: ["Client", "Supervisor", "Admin"], message: "Role must be Client, Supervisor or Admin" },
  ],
  adminPassword: [
    { kind: 'required', message: "Please enter your password to confirm." },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const USER_EDIT_RULES = {
  name: [
    { kind: 'required', message: "Name is required." },
    { kind: 'maxLength', limit: 80, message: "Name must be at most 80 characters." },
  ],
  phone: [
    { kind: 'required', message: "Phone is required." },
    { kind: 'matches', pattern: DIGITS_PATTERN, message: "Phone must contain only numbers." },
  ],
  role: [
    { kind: 'oneOf', choices: ["Client", "Supervisor", "Admin"], message: "Role must be Client, Supervisor or Admin." },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const CLIENT_RULES = {
  businessName: [
    { kind: 'required', message: "Required field" },
    { kind: 'maxLength', limit: 120, message: "Maximum 120 characters" },
  ],
  contactName: [
    { kind: 'required', message: "Required field" },
    { kind: 'maxLength', limit: 100, message: "Maximum 100 characters" },
  ],
  phone: [
    { kind: 'required', message: "Required field" },
    { kind: 'maxLength', limit: 15, message: "Maximum 15 characters" },
  ],
  companyEmail: [
    { kind: 'required', message: "Required field" },
    { kind: 'matches', pattern: EMAIL_PATTERN, message: "Invalid email format" },
    { kind: 'maxLength', limit: 100, message: "Maximum 100 characters" },
  ],
  website: [
    { kind: 'webAddress', message: "Enter a web address such as https://example.com." },
    { kind: 'maxLength', limit: 100, message: "Maximum 100 characters" },
  ],
  typeBusiness: [
    { kind: 'required', message: "Required field" },
  ],
  locationNumber: [
    { kind: 'required', message: "Required field" },
    { kind: 'matches', pattern: DIGITS_PATTERN, message: "It must be a number" },
    { kind: 'maxLength', limit: 3, message: "Maximum 3 characters" },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const SCREEN_RULES = {
  name: [
    { kind: 'required', message: "Please enter a name for the screen." },
    { kind: 'maxLength', limit: 60, message: "The screen name must be at most 60 characters." },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const GROUP_RULES = {
  name: [
    { kind: 'required', message: "Please enter a name for the group." },
    { kind: 'maxLength', limit: 60, message: "The group name must be at most 60 characters." },
  ],
} as const satisfies Record<string, readonly Rule[]>;

export const EMERGENCY_RULES = {
  text: [
    { kind: 'required', message: "Write the message to show." },
    { kind: 'maxLength', limit: 200, message: "Write at most 200 characters." },
  ],
  colour: [
    { kind: 'required', message: "Choose a colour as #rrggbb, such as #cc0000." },
    { kind: 'matches', pattern: COLOUR_PATTERN, message: "Choose a colour as #rrggbb, such as #cc0000." },
  ],
  endsAt: [
    { kind: 'required', message: "Choose when the message ends." },
  ],
} as const satisfies Record<string, readonly Rule[]>;

/** Every action the server writes to the audit log (signage_core LogAction). */
export const AUDIT_ACTIONS = ['UserLogin', 'NewUser', 'DeleteClient', 'DeactivateClient', 'ToggleClientStatus', 'NewClient', 'UpdateUser', 'ToggleUserStatus', 'DeleteUser', 'EnableTwoFactor', 'UseRecoveryCode', 'ResetTwoFactor', 'RenameScreen', 'RevokeScreen', 'SendEmergency', 'CancelEmergency'] as const;

/** The business types and package descriptions the portal seeds (in English). */
export const SEEDED_BUSINESS_TYPES = ["Business Office", "Restaurant", "Retail Store", "Medical Office", "Hotel", "Gym", "Beauty Salon", "Bar", "Education", "Other"] as const;
export const SEEDED_PACKAGE_DESCRIPTIONS = ["1 TV screen, 30 days", "Up to 3 TV screens, 30 days", "Up to 10 TV screens, 30 days"] as const;
