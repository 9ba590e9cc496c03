import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Switch } from './switch';

describe('Switch', () => {
  it('is a named switch that writes its state beside it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch checked={false} label="Status of Morning" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Status of Morning' });
    expect(control).not.toBeChecked();
    expect(control).toHaveTextContent('Inactive');

    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Switch checked label="Status of Morning" onChange={onChange} />);
    expect(screen.getByRole('switch', { name: 'Status of Morning' })).toHaveTextContent('Active');
  });
});
