// The logged-in admin, put in the router context by the /admin layout's middleware for its children.
import { createContext } from 'react-router';

export interface AdminUser {
  id: number;
  username: string;
}

export const adminContext = createContext<AdminUser | null>(null);
