import { Component, createElement } from 'react';

/** Every resetCaptcha call on the stand-in's ref; clear it before each test. */
export const fakeResetCaptcha = jest.fn();

type Props = { sitekey: string; onVerify: (token: string) => void; onExpire: () => void };

/**
 * hCaptcha's widget loads a script from the internet: a stand-in with the library's interface
 * (the props the forms pass, resetCaptcha on its ref) and two buttons to solve or expire it.
 * A test swaps it in with
 * `jest.mock('@hcaptcha/react-hcaptcha', () => jest.requireActual('../fake-hcaptcha'))`.
 */
export default class FakeHCaptcha extends Component<Props> {
  resetCaptcha() {
    fakeResetCaptcha();
  }
  render() {
    return createElement(
      'div',
      { 'data-sitekey': this.props.sitekey },
      createElement('button', { type: 'button', onClick: () => this.props.onVerify('jest-token') }, 'Solve'),
      createElement('button', { type: 'button', onClick: () => this.props.onExpire() }, 'Expire'),
    );
  }
}
