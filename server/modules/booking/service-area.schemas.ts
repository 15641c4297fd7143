// The service-area calls' input and answers.
import { z } from 'zod';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { PINCODE, type PincodeAnswer, RULE_KINDS, type ServiceAreaRule } from '../../../shared/pincode.ts';
import { type Assert, type Same, doneAnswer, errorAnswers } from '../../response-schema.ts';
import type { RuleImportReport } from './service-area.service.ts';

const pincode = z
  .string({ message: 'is required' })
  .regex(PINCODE, 'must be 6 digits, not starting with 0')
  .meta({ example: '560038', description: 'An Indian pincode' });

export const pincodeParams = z.object({ pincode });
export const pincodeQuery = z.object({ pincode });
export const ruleParams = z.object({ id: idParam });

export const ruleShape = z.object({
  id: z.number().int(),
  kind: z.enum(RULE_KINDS),
  pattern: z.string(),
  served: z.boolean(),
  deliveryCharge: z.number().int(),
  extraLeadDays: z.number().int(),
  area: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RuleShapeIsRule = Assert<Same<z.infer<typeof ruleShape>, ServiceAreaRule>>;

export const pincodeAnswer = z.object({
  pincode: z.string(),
  served: z.boolean(),
  state: z.string().nullable(),
  area: z.string().nullable(),
  deliveryCharge: z.number().int(),
  earliestDate: z.string().nullable(),
  message: z.string(),
});
export type PincodeAnswerShapeIsAnswer = Assert<Same<z.infer<typeof pincodeAnswer>, PincodeAnswer>>;

export const pincodeTestAnswer = pincodeAnswer.extend({ extraLeadDays: z.number().int(), rule: ruleShape.nullable() });

const int = () => z.number().int();
export const ruleImportReport = z.object({
  toCreate: int(),
  toUpdate: int(),
  unchanged: int(),
  errors: z.array(z.object({ row: int(), field: z.string().nullable(), message: z.string() })),
  changes: z.array(z.object({ row: int(), action: z.enum(['create', 'update']), id: int().nullable(), pattern: z.string(), fields: z.array(z.string()) })),
});
export type ReportShapeIsRuleImportReport = Assert<Same<z.infer<typeof ruleImportReport>, RuleImportReport>>;

export const ruleListResponse = { response: { 200: z.array(ruleShape), ...errorAnswers } };
export const ruleSaved = (status: 200 | 201) => doneAnswer(status, { rule: ruleShape });
