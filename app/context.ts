// The server's services, handed to loaders through React Router's load context.
import { createContext } from 'react-router';
import type { AppServices } from '../server/services.ts';

export const servicesContext = createContext<AppServices>();
