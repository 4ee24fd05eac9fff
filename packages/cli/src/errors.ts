import type { GeometryErrorCode } from '@xwing/geometry';

/** Every error code a geometry response can carry: the protocol's own plus those the geometry reports. */
export type ErrorCode = 'malformed-json' | 'bad-request' | 'unknown-op' | 'internal' | GeometryErrorCode;

/** A request the CLI refuses, with the code and sentence that go into the error response. */
export class RequestError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
