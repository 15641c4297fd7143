// The server's services as pages see them (shared/services.ts), handed to loaders through React
// Router's load context, and the page's way into the site's own API.
import { createContext } from 'react-router';
import type { PageApi, PageServices } from '../shared/services.ts';

export const servicesContext = createContext<PageServices>();

/**
 * The site's own HTTP API, called in-process for this request's visitor: a plain form post (no
 * scripts) goes through the very route the scripted form calls, with its rate limits, honeypot, form
 * timer and Idempotency-Key, and is answered as that route answers.
 */
export const apiContext = createContext<PageApi>();
