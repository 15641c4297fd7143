// The admin catalogue API of spec section 7 (issue 5). Placeholder until the admin issue lands.
import type { FastifyInstance } from 'fastify';

export async function adminRoutes(_app: FastifyInstance): Promise<void> {}
