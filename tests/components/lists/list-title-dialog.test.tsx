import { fireEvent, screen } from '@testing-library/react';
import { ListTitleDialog } from '@/components/lists/list-title-dialog';
import { allowModalDialogs } from '../account/signup-fixtures';
import { renderWithProviders } from '../render-with-providers';

beforeAll(allowModalDialogs);

describe('the list title popup (spec §5 smartlist title popup)', () => {
  it('proposes the title it is given and confirms it trimmed', () => {
    const onConfirm = jest.fn();
    renderWithProviders(
      <ListTitleDialog
        request={{ kind: 'copy', proposed: 'Copy of Weekly shop' }}
        pending={false}
        onConfirm={onConfirm}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Copy the list' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Copy of Weekly shop');
    fireEvent.change(title, { target: { value: '  Party  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('Party');
  });

  it('keeps confirm disabled while the title is empty or blank', () => {
    const onConfirm = jest.fn();
    renderWithProviders(
      <ListTitleDialog
        request={{ kind: 'create', proposed: '' }}
        pending={false}
        onConfirm={onConfirm}
        onClose={jest.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    expect(confirm).toBeDisabled();
    fireEvent.submit(screen.getByRole('textbox', { name: 'Title' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Party' } });
    expect(confirm).toBeEnabled();
  });

  it('proposes the current title to rename, in Italian too', () => {
    renderWithProviders(
      <ListTitleDialog
        request={{ kind: 'rename', proposed: 'Spesa' }}
        pending={false}
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
      { locale: 'it' },
    );
    expect(screen.getByRole('heading', { name: 'Rinomina la lista' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Spesa');
  });
});
