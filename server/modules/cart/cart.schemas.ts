// The cart answers (shared/cart.ts), as response schemas for cart.routes.ts.
import { z } from 'zod';
import { type CartDeleteAnswer, type CartLineAnswer, type CartView, SESSION_ID_SCHEMA } from '../../../shared/cart.ts';
import { type Assert, type Same, errorAnswers } from '../../response-schema.ts';

const int = () => z.number().int();

const cartView = z.object({
  items: z.array(
    z.object({
      id: int(),
      quantity: int(),
      product: z.object({
        id: int(),
        title: z.string(),
        titleHi: z.string().optional().meta({ description: "The product's Hindi title; absent when the owner wrote none. The cart on a Hindi page shows it." }),
        price: int(),
        image: z.string().nullable(),
        category: z.string(),
      }),
      lineTotal: int(),
    }),
  ),
  totalQuantity: int(),
  total: int(),
});
export type CartViewShapeIsCartView = Assert<Same<z.infer<typeof cartView>, CartView>>;

const lineAnswer = z.object({
  status: z.literal(200),
  message: z.string(),
  item: z.object({ id: int(), productId: int(), quantity: int() }),
  totalQuantity: int(),
});
export type LineShapeIsLineAnswer = Assert<Same<z.infer<typeof lineAnswer>, CartLineAnswer>>;

const deleteAnswer = z.object({ status: z.literal(200), message: z.string(), id: int(), totalQuantity: int() });
export type DeleteShapeIsDeleteAnswer = Assert<Same<z.infer<typeof deleteAnswer>, CartDeleteAnswer>>;

export const cartViewResponse = { response: { 200: cartView, ...errorAnswers } };
export const lineAnswerResponse = { response: { 200: lineAnswer, ...errorAnswers } };
export const deleteAnswerResponse = { response: { 200: deleteAnswer, ...errorAnswers } };
export const sessionAnswerResponse = { response: { 200: z.object({ sessId: z.string().meta(SESSION_ID_SCHEMA) }), ...errorAnswers } };
