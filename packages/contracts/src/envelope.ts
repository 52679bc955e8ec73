import { z } from 'zod';

/** Stable machine-readable error codes of the API envelope (API.md "Envelope"). */
export const ErrorCode = {
  OK: 'OK',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_CAPTCHA: 'INVALID_CAPTCHA',
  INVALID_INVITE_CODE: 'INVALID_INVITE_CODE',
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  RATE_LIMITED: 'RATE_LIMITED',
  BUSINESS_RULE: 'BUSINESS_RULE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export interface SuccessEnvelope<T> {
  success: true;
  code: 'OK';
  message: string;
  data: T;
}
export interface FailureEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** A success envelope schema around a data schema, for route response documentation. */
export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), code: z.literal('OK'), message: z.string(), data });

export const FailureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
