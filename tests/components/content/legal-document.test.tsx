import { render, screen, within } from '@testing-library/react';
import { LegalDocument } from '@/components/content/legal-document';

const sections = [
  { id: 'who-we-are', title: 'Who we are', body: <p>We run the shop.</p> },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <ul>
        <li>access</li>
      </ul>
    ),
  },
];

describe('LegalDocument', () => {
  it('links every section from the table of contents by its anchor', () => {
    render(
      <LegalDocument
        title="Privacy policy"
        updated="Last updated: May 2018"
        intro={<p>Intro</p>}
        contentsLabel="On this page"
        backToTopLabel="Back to the top"
        sections={sections}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: May 2018')).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Who we are', '#who-we-are'],
      ['Your rights', '#your-rights'],
    ]);
    for (const { id, title } of sections) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', id);
    }
    expect(screen.getByRole('link', { name: 'Back to the top' })).toHaveAttribute('href', '#legal-title');
  });

  it('leaves out the date line and the closing line when a page has none', () => {
    const { container } = render(
      <LegalDocument
        title="Delivery information"
        intro={<p>Intro</p>}
        contentsLabel="On this page"
        backToTopLabel="Back to the top"
        sections={sections}
      />,
    );
    expect(container.querySelectorAll('article > header > p')).toHaveLength(0);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});
