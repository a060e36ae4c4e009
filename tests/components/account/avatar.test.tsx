import { render } from '@testing-library/react';
import { Avatar, initialsOf } from '@/components/account/avatar';

describe('avatar', () => {
  it('shows the initials of first and last name', () => {
    expect(initialsOf('maria', 'Borg')).toBe('MB');
    expect(initialsOf(' Ġorġ ', 'żammit')).toBe('ĠŻ');
    const { container } = render(<Avatar firstName="Maria" lastName="Borg" />);
    expect(container).toHaveTextContent('MB');
  });
});
