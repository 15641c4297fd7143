// Login, logout and the admin guard (issue 5). Placeholder until the admin issue lands.
import type { FastifyInstance } from 'fastify';

export async function authRoutes(_app: FastifyInstance): Promise<void> {}
