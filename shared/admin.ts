// The owner's accounts as the admin pages and the API see them.

export interface AdminIdentity {
  id: number;
  username: string;
}

export interface AdminSession {
  admin: AdminIdentity;
  /** SHA-256 of the cookie token: identifies this session (e.g. to keep it when others are ended). */
  tokenHash: string;
}

export interface AdminAccount extends AdminIdentity {
  isActive: boolean;
  createdAt: string;
}
