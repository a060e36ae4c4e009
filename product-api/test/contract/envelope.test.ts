import { fail, failure, ok, ResponseCode, responseMessages, success } from '../../src/contract/envelope';
import { toEnvelope } from '../../src/http/envelope';

describe('response envelope', () => {
  it('wraps success as responseCode 0 with data and no error message', () => {
    expect(success({ a: 1 })).toEqual({ responseCode: 0, data: { a: 1 } });
    expect(toEnvelope(ok([1, 2]))).toEqual({ responseCode: 0, data: [1, 2] });
  });

  it('wraps a business failure with its spec §8 code and the catalogue message', () => {
    expect(toEnvelope(fail(ResponseCode.CART_NOT_FOUND))).toEqual({
      responseCode: 4004,
      errorMessage: 'Cart not found',
    });
    expect(failure(ResponseCode.NO_STORE_FOR_CITY, 'No store associated with the city Mdina')).toEqual({
      responseCode: 6007,
      errorMessage: 'No store associated with the city Mdina',
    });
  });

  it('has a message for every code of the catalogue', () => {
    for (const code of Object.values(ResponseCode)) {
      expect(responseMessages[code]).toEqual(expect.any(String));
    }
    expect(Object.keys(responseMessages)).toHaveLength(Object.keys(ResponseCode).length);
  });
});
