import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContactForm } from '@/components/content/contact/contact-form';
import { fakeResetCaptcha as mockResetCaptcha } from '../fake-hcaptcha';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

jest.mock('@hcaptcha/react-hcaptcha', () => jest.requireActual('../fake-hcaptcha'));

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

const NATIONS = [
  { id: 1, name: 'Malta', phonePrefix: '356', isoCode: 'MT' },
  { id: 2, name: 'Italy', phonePrefix: '39', isoCode: 'IT' },
  { id: 3, name: 'Canada', phonePrefix: '1', isoCode: 'CA' },
  { id: 4, name: 'United States', phonePrefix: '1', isoCode: 'US' },
];

/** jsdom has no fetch: answers the nations and the contact route, and records what was sent. */
function answerFetch({ nations, contact }: { nations: Answer; contact?: Answer }) {
  const sent: Sent[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (
      url: string,
      init: { method?: string; body?: string; headers?: Record<string, string> } = {},
    ) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        body: init.body ? JSON.parse(init.body) : undefined,
      });
      const answer = url.endsWith('/addresses/nations')
        ? nations
        : (contact ?? { body: { responseCode: 0 } });
      return {
        status: answer.status ?? 200,
        headers: new Headers(answer.headers),
        json: async () => answer.body,
      };
    },
  });
  return sent;
}

const MESSAGE = {
  name: 'Ġorġ',
  surname: 'Żammit',
  phoneNumberPrefix: '356',
  phoneNumber: '79123456',
  email: 'gorg@example.com',
  subject: 'Delivery slot',
  message: 'Can I change it?',
};

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillForm() {
  await screen.findByRole('option', { name: '+39' });
  fill('First name', MESSAGE.name);
  fill('Last name', MESSAGE.surname);
  fill('Mobile phone', MESSAGE.phoneNumber);
  fill('E-mail', MESSAGE.email);
  fill('Subject', MESSAGE.subject);
  fill('Message', MESSAGE.message);
}

const sendButton = () => screen.getByRole('button', { name: 'Send the message' });

beforeEach(() => {
  mockPush.mockClear();
  mockResetCaptcha.mockClear();
});

describe('ContactForm', () => {
  it('offers each prefix once, with a plus, Malta chosen', async () => {
    answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    const prefix = screen.getByLabelText('Prefix');
    await screen.findByRole('option', { name: '+39' });
    expect(
      within(prefix)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+356', '+39', '+1']);
    expect(prefix).toHaveValue('356');
    expect(screen.getByRole('button', { name: 'Solve' }).parentElement).toHaveAttribute(
      'data-sitekey',
      'site-key',
    );
  });

  it("fills in a signed-in customer's name, e-mail and phone, and leaves them editable (issue 30)", async () => {
    answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    const profile = aProfile({ mobilePhone: '99123456', mobilePhonePrefix: '39' });
    renderWithProviders(<ContactForm siteKey="site-key" />, { profile });
    await screen.findByRole('option', { name: '+39' });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Maria'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Borg');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('99123456');
    expect(screen.getByLabelText('Prefix')).toHaveValue('39');
    fill('First name', 'Marija');
    expect(screen.getByLabelText('First name')).toHaveValue('Marija');
    expect(screen.getByLabelText('First name')).not.toBeDisabled();
  });

  it('leaves the fields empty for a visitor', async () => {
    answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await screen.findByRole('option', { name: '+39' });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('only logs a prefix list that fails, and leaves the dropdown empty', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    answerFetch({
      nations: { status: 502, body: { responseCode: 4000, errorMessage: 'Communication error' } },
    });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('The phone prefixes could not be loaded', expect.anything()),
    );
    expect(within(screen.getByLabelText('Prefix')).queryAllByRole('option')).toHaveLength(0);
    log.mockRestore();
  });

  it('checks every field on blur with the rules of spec §5', async () => {
    answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    fireEvent.blur(screen.getByLabelText('Subject'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fill('First name', 'Maria 2');
    expect(await screen.findByText('Use letters and spaces only')).toBeInTheDocument();
    fill('Mobile phone', '79-12');
    expect(await screen.findByText('Use digits only')).toBeInTheDocument();
    fill('Mobile phone', '1234567890123456');
    expect(await screen.findByText('This is too long')).toBeInTheDocument();
    // Spec §5: a basic pattern, with a 2 to 4 letter ending.
    fill('E-mail', 'maria@example.museum');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
  });

  it('keeps the button disabled until the verification is solved, and again when it expires', async () => {
    answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await fillForm();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Complete the human verification to send the message.');
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    expect(sendButton()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription(
      'The verification has expired. Please complete it again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    expect(sendButton()).toBeEnabled();
  });

  it("sends the message with the widget's answer, then says so and goes home", async () => {
    const sent = answerFetch({ nations: { body: { responseCode: 0, data: NATIONS } } });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    fireEvent.click(sendButton());
    expect(await screen.findByText('The message has been successfully sent')).toBeInTheDocument();
    expect(mockPush).toHaveBeenCalledWith('/');
    const post = sent.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: '/app/api/contact/us', body: MESSAGE });
    expect(post?.headers['x-captcha-token']).toBe('jest-token');
  });

  it('says the message was not sent, and asks for the verification again', async () => {
    answerFetch({
      nations: { body: { responseCode: 0, data: NATIONS } },
      contact: { body: { responseCode: 4000, errorMessage: 'Human verification failed' } },
    });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Error while sending the message')).toBeInTheDocument();
    expect(mockResetCaptcha).toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Subject')).toHaveValue(MESSAGE.subject);
  });

  it.each([
    ['en', 'Too many attempts. Please try again in 42 minutes.'],
    ['it', 'Troppi tentativi. Riprova tra 42 minuti.'],
  ] as const)(
    "shows the shop's limit on messages in %s, with the wait, and keeps what was typed",
    async (locale, text) => {
      answerFetch({
        nations: { body: { responseCode: 0, data: NATIONS } },
        contact: {
          status: 429,
          headers: { 'retry-after': '2500' },
          body: { responseCode: 4000, errorMessage: 'Too many attempts, try again in 42 minutes' },
        },
      });
      renderWithProviders(<ContactForm siteKey="site-key" />, { locale });
      await screen.findByRole('option', { name: '+39' });
      for (const [name, value] of Object.entries(MESSAGE)) {
        if (name === 'phoneNumberPrefix') continue;
        const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
        if (!field) throw new Error(`no field ${name}`);
        fireEvent.change(field, { target: { value } });
        fireEvent.blur(field);
      }
      fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
      fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Send the message' : /Invia/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(mockPush).not.toHaveBeenCalled();
      expect(document.querySelector('[name="subject"]')).toHaveValue(MESSAGE.subject);
      expect(document.querySelector('[name="message"]')).toHaveValue(MESSAGE.message);
    },
  );

  it('shows a field the shop refused on that field', async () => {
    answerFetch({
      nations: { body: { responseCode: 0, data: NATIONS } },
      contact: {
        status: 400,
        body: {
          responseCode: 4000,
          errorMessage: 'Invalid request',
          fields: [{ path: 'email', message: 'error.invalidEmail' }],
        },
      },
    });
    renderWithProviders(<ContactForm siteKey="site-key" />);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
