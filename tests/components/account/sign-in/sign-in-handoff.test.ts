import { handOffToSignInPage, takeSignInHandoff } from '@/components/account/sign-in/sign-in-handoff';

describe('the handoff from the login popup to the sign-in page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives the username and the page to come back to once', () => {
    handOffToSignInPage({ username: 'maria@example.com', returnTo: '/stores?city=Valletta' });
    expect(takeSignInHandoff()).toEqual({ username: 'maria@example.com', returnTo: '/stores?city=Valletta' });
    expect(takeSignInHandoff()).toBeNull();
  });

  it('comes back only to a page of the shop', () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\\\evil.example',
      'javascript:alert(1)',
    ]) {
      handOffToSignInPage({ username: 'maria@example.com', returnTo });
      expect(takeSignInHandoff()).toEqual({ username: 'maria@example.com', returnTo: '/' });
    }
  });

  it('ignores what it did not write', () => {
    window.sessionStorage.setItem('signInHandoff', '{"username": 5}');
    expect(takeSignInHandoff()).toBeNull();
    window.sessionStorage.setItem('signInHandoff', 'not json');
    expect(takeSignInHandoff()).toBeNull();
  });
});
