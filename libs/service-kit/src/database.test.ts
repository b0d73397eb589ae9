import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database';

describe('isDatabaseUnavailable', () => {
  it("knows the driver's network errors and Node's own socket errors as the database being away", () => {
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const network = Object.assign(new Error('connection 3 to 127.0.0.1:27017 closed'), { name: 'MongoNetworkError' });
    for (const error of [epipe, reset, network, new Error('This socket has been ended by the other party')]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves a refused query alone', () => {
    const duplicate = Object.assign(new Error('E11000 duplicate key error'), { code: 11000, name: 'MongoServerError' });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cast to ObjectId failed'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
