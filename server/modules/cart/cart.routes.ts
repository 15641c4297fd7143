// Cart API of spec section 7 (issue 4). Placeholder until the cart issue lands.
import type { FastifyInstance } from 'fastify';

export async function cartRoutes(_app: FastifyInstance): Promise<void> {}
