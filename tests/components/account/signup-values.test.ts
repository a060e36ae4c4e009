import {
  emptySignup,
  fieldOfServerPath,
  signupRequestOf,
  stepOfField,
} from '@/components/account/signup/signup-values';

describe('sign-up values', () => {
  it.each([
    ['body.profile.address.zip', 'zip'],
    ['body.profile.cards.0.code', 'cardNumber'],
    ['body.profile.email', 'username'],
    ['body.profile.firstName', 'firstName'],
    ['body.username', 'username'],
    ['body.cardNumber', 'cardNumber'],
    ['body.profile.accept3', null],
    ['body', null],
  ])('finds the field of the API path %s', (path, field) => {
    expect(fieldOfServerPath(path)).toBe(field);
  });

  it('puts each field on its step, the e-mail confirmation by path', () => {
    expect(stepOfField('documentId', 'card')).toBe(1);
    expect(stepOfField('homePhone', 'card')).toBe(2);
    expect(stepOfField('accept2', 'plain')).toBe(3);
    expect(stepOfField('emailConfirm', 'card')).toBe(1);
    expect(stepOfField('emailConfirm', 'plain')).toBe(3);
  });

  it('sends a card as the principal, enabled one with its ID document', () => {
    const values = {
      ...emptySignup,
      cardNumber: '0400000000017',
      documentId: '1234567M',
      username: ' rita@example.com ',
      gender: 'FEMALE' as const,
    };
    const request = signupRequestOf(values, 'card');
    expect(request.username).toBe('rita@example.com');
    expect(request.profile).toMatchObject({
      email: 'rita@example.com',
      gender: 'FEMALE',
      cards: [{ code: '0400000000017', principal: true, enabled: true }],
      documentId: '1234567M',
    });
    expect(signupRequestOf(values, 'plain').profile).toMatchObject({ cards: [], documentId: '' });
  });
});
