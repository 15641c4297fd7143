// The server's services as pages see them (shared/services.ts), handed to loaders through React
// Router's load context.
import { createContext } from 'react-router';
import type { PageServices } from '../shared/services.ts';

export const servicesContext = createContext<PageServices>();
